/**
 * The checkout's accounts section (spec operations §2.4 "accounts", §3.11, §3.12, §8.2): the
 * individual's own accounts as radio cards — for an outbound remittance (purpose AVAILABILITY)
 * their accounts abroad in the quote's currency; with `direction="INBOUND"` their Brazilian
 * accounts (a PIX key or bank data) — with 'Add account', 'Edit' and 'Delete' after the
 * delete-account modal.
 * @module
 */
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { useCorrespondent } from '../../../app/correspondent-context';
import { Notice } from '../../../components/Notice';
import type { PayeeSectionProps } from './BeneficiarySection';
import { PayeeChoice, useRecordList } from './PayeeChoice';
import { customerPayeesOf } from './customer-payees';
import { accountLines } from './payee-lines';
import { editAccountPath, newAccountPath } from './payee-links';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps extends PayeeSectionProps {
  /** OUTBOUND (accounts abroad in `currency`, the default) or INBOUND (Brazilian accounts). */
  direction?: 'INBOUND' | 'OUTBOUND';
}

/** The accounts section; see the module note. */
export function AccountSection(props: AccountSectionProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const payees = customerPayeesOf(api, props.customer);
  const { currency } = props;
  const direction = props.direction ?? 'OUTBOUND';
  const list = useRecordList(
    () =>
      payees?.accounts.list(
        direction === 'OUTBOUND' ? { type: direction, currency } : { type: direction },
      ) ?? Promise.resolve([]),
    payees !== undefined,
    [api, payees?.document, currency, direction],
  );

  if (payees === undefined) return <Notice tone="info">{t('payees.individualsOnly')}</Notice>;

  const cards = list.items
    .filter(
      (item) => item.type === direction && (direction === 'INBOUND' || item.currency === currency),
    )
    .map((item) => ({
      id: item.id,
      title: item.name,
      lines: accountLines(t, locale, item),
      ...(payees.company ? {} : { editTo: editAccountPath(identifier, item.id) }),
    }));

  return (
    <PayeeChoice
      name="account"
      texts={{
        legend: t('payees.account.legend'),
        add: t('payees.account.add'),
        empty:
          direction === 'OUTBOUND'
            ? t('payees.account.empty', { currency })
            : t('payees.account.emptyAny'),
        deleteTitle: t('payees.account.deleteTitle'),
        deleteMessage: (name) => t('payees.account.deleteMessage', { name }),
        deleteYes: t('payees.account.deleteYes'),
        deleteSuccess: t('payees.account.deleteSuccess'),
        deleteError: (reason) => t('payees.account.deleteError', { 0: reason }),
      }}
      state={list.state}
      cards={cards}
      selectedId={props.selectedId}
      onSelect={props.onSelect}
      addTo={newAccountPath(identifier, direction, currency)}
      onRetry={list.retry}
      onDelete={async (id) => {
        await payees.accounts.remove(id);
        list.setItems((items) => items.filter((item) => item.id !== id));
      }}
    />
  );
}
