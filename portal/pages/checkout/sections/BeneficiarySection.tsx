/**
 * The checkout's beneficiary section (spec operations §2.4 "beneficiary", §3.10, §8.2): the
 * individual's OUTBOUND beneficiaries in the quote's currency as radio cards, 'Add beneficiary'
 * (the create page), 'Edit' (the edit page) and 'Delete' after the delete-beneficiary modal
 * (the beneficiary's account goes with it). An individual's come from the REST calls, a
 * company's from the GraphQL API (§7.7, issue 20), where they cannot be edited.
 * @module
 */
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { useCorrespondent } from '../../../app/correspondent-context';
import { Notice } from '../../../components/Notice';
import { countryName } from '../../../forms/countries';
import { PayeeChoice, useRecordList } from './PayeeChoice';
import { customerPayeesOf } from './customer-payees';
import { bankCodeLine } from './payee-lines';
import { editBeneficiaryPath, newBeneficiaryPath } from './payee-links';

/** Props shared by the payee sections. */
export interface PayeeSectionProps {
  /** The signed-in customer (an individual's `cpf` or a company's `cnpj`). */
  customer: { cpf?: string | null; cnpj?: string | null };
  /** The quote's foreign currency (`EUR`). */
  currency: string;
  /** The selected record's id. */
  selectedId: number | null;
  /** Called with the chosen record's id, or `null` when the selected one is deleted. */
  onSelect(id: number | null): void;
}

/** The beneficiary section; see the module note. */
export function BeneficiarySection(props: PayeeSectionProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const payees = customerPayeesOf(api, props.customer);
  const { currency } = props;
  const list = useRecordList(
    () => payees?.beneficiaries.list({ type: 'OUTBOUND', currency }) ?? Promise.resolve([]),
    payees !== undefined,
    [api, payees?.document, currency],
  );

  if (payees === undefined) return <Notice tone="info">{t('payees.individualsOnly')}</Notice>;

  const cards = list.items
    .filter((item) => item.type === 'OUTBOUND' && item.currency === currency)
    .map((item) => ({
      id: item.id,
      title: item.fullName,
      lines: [
        [item.account.bankName, bankCodeLine(t, item.account)].filter(Boolean).join(' · '),
        [item.address.nickname, item.address.city, countryName(item.address.country, locale)]
          .filter(Boolean)
          .join(' · '),
      ].filter((line) => line !== ''),
      ...(payees.company ? {} : { editTo: editBeneficiaryPath(identifier, item.id) }),
    }));

  return (
    <PayeeChoice
      name="beneficiary"
      texts={{
        legend: t('payees.beneficiary.legend'),
        add: t('payees.beneficiary.add'),
        empty: t('payees.beneficiary.empty', { currency }),
        deleteTitle: t('payees.beneficiary.deleteTitle'),
        deleteMessage: (name) => t('payees.beneficiary.deleteMessage', { name }),
        deleteYes: t('payees.beneficiary.deleteYes'),
        deleteSuccess: t('payees.beneficiary.deleteSuccess'),
        deleteError: (reason) => t('payees.beneficiary.deleteError', { 0: reason }),
      }}
      state={list.state}
      cards={cards}
      selectedId={props.selectedId}
      onSelect={props.onSelect}
      addTo={newBeneficiaryPath(identifier, currency)}
      onRetry={list.retry}
      onDelete={async (id) => {
        await payees.beneficiaries.remove(id);
        list.setItems((items) => items.filter((item) => item.id !== id));
      }}
    />
  );
}
