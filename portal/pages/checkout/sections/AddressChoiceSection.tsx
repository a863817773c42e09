/**
 * The paper-money checkout's address section (spec operations §2.4 "address: address
 * confirmation"; issue 17): the customer's saved addresses as radio cards (the default one
 * preselected), 'Add an address' (the checkout's own address page, which comes back with the new
 * address selected), edit and delete as on the profile. The address is where home delivery goes
 * and the CEP the stores are listed by.
 * @module
 */
import { useEffect } from 'react';
import type { Address } from '../../../../src/contracts/addresses';
import { useCorrespondent } from '../../../app/correspondent-context';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { pathFor } from '../../../routes/path-for';
import { PayeeChoice, useRecordList } from './PayeeChoice';

/** One line of an address. */
export function addressLine(address: Address): string {
  const number = address.number === null ? 's/n' : String(address.number);
  return [
    `${address.street}, ${number}${address.complement ? ` ${address.complement}` : ''}`,
    address.neighborhood,
    `${address.city}/${address.state}`,
    address.zipCode,
  ].join(' – ');
}

/** Props of {@link AddressChoiceSection}. */
export interface AddressChoiceSectionProps {
  customer: { cpf?: string | null; cnpj?: string | null };
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** The list as loaded (the delivery section shows the chosen one). */
  onLoaded?(addresses: Address[]): void;
}

/** The address section; see the module note. */
export function AddressChoiceSection(props: AddressChoiceSectionProps) {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { cpf, cnpj } = props.customer;
  const list = useRecordList(
    () => api.customers.addresses.list({ cpf, cnpj }),
    Boolean(cpf || cnpj),
    [api, cpf, cnpj],
  );
  const { items, state } = list;
  const { selectedId, onSelect, onLoaded } = props;

  useEffect(() => {
    if (state !== 'ready') return;
    onLoaded?.(items);
    if (selectedId === null) {
      const preferred = items.find((item) => item.default) ?? items[0];
      if (preferred) onSelect(preferred.id);
    } else if (!items.some((item) => item.id === selectedId)) {
      onSelect(null);
    }
  }, [state, items, selectedId, onSelect, onLoaded]);

  return (
    <>
      <p className="checkout-lead">{t('paperMoneyCheckout.address.lead')}</p>
      <PayeeChoice
        name="address"
        texts={{
          legend: t('paperMoneyCheckout.address.legend'),
          add: t('paperMoneyCheckout.address.add'),
          empty: t('paperMoneyCheckout.address.none'),
          deleteTitle: t('addresses.confirmTitle'),
          deleteMessage: (name) => name,
          deleteYes: t('addresses.confirmYes'),
          deleteSuccess: t('common:profile.addressDeleteSuccess'),
          deleteError: () => t('common:profile.addressDeleteError'),
        }}
        state={state}
        cards={items.map((item) => ({
          id: item.id,
          title: item.default ? `${item.nickname} · ${t('addresses.default')}` : item.nickname,
          lines: [addressLine(item)],
        }))}
        selectedId={selectedId}
        onSelect={onSelect}
        addTo={pathFor('checkout-paper-money-create-address', { identifier })}
        onRetry={list.retry}
        onDelete={async (id) => {
          await api.customers.addresses.remove({ cpf, cnpj }, id);
          list.setItems((current) => current.filter((item) => item.id !== id));
        }}
      />
    </>
  );
}
