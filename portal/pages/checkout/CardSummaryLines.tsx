/**
 * The summary's card lines (spec operations §2.4 summary, §3.22; issue 18): the card, the
 * installment plan, the installment fee (`credtCardTax`) and the total with it
 * (`creditCardTaxTotal`), in integer cents from the plan the customer chose.
 * @module
 */
import type { CheckoutCardChoice } from '../../../src/stores/checkout-store';
import { useLocale } from '../../app/locale';
import { formatBrl as formatBrlCents } from '../../components/card/card-format';
import { cardLabelOf, planLabelOf } from './sections/CreditCardSection';

/** The card, plan, fee and total with fee of a card payment. */
export function CardSummaryLines({ choice }: { choice: CheckoutCardChoice }) {
  const { t, locale } = useLocale();
  const lines = [
    { key: 'card', label: t('cardCheckout.summary.card'), value: cardLabelOf(choice) },
    {
      key: 'installments',
      label: t('cardCheckout.summary.installments'),
      value: planLabelOf(choice, t, locale),
    },
    {
      key: 'fee',
      label: t('cardCheckout.summary.fee'),
      value: formatBrlCents(choice.plan.interest_value, locale),
    },
    {
      key: 'total-with-fee',
      label: t('cardCheckout.summary.totalWithFee'),
      value: formatBrlCents(choice.plan.amount, locale),
    },
  ];
  return (
    <dl className="summary-list summary-list--card" data-testid="card-summary">
      {lines.map((line) => (
        <div className="summary-list__row" key={line.key} data-row={`card-${line.key}`}>
          <dt>{line.label}</dt>
          <dd className="amount" data-testid={`card-${line.key}`}>
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
