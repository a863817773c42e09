/**
 * The card payment block of an operation's detail (spec operations §3.22, §4.5; issue 18): the
 * card (brand and •••• last four), the plan ('6x de R$ 190,83', with the last installment when it
 * differs), the installment fee (credtCardTax) and the total with it (creditCardTaxTotal), and the
 * payment's result in words. The fee and total are the detail's when it has them, else the
 * payment's own figures (the same amounts, in cents).
 * @module
 */
import type { CardPayment } from '../../../src/contracts/card-payments';
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import { useLocale, type Translate } from '../../app/locale';
import { formatWire } from '../operations/format';
import { BRAND_NAMES, formatBrl, lastInstallmentNote, planShort } from './card-format';
import '../../styles/operations.css';

/** Props of {@link CardPaymentSummary}. */
export interface CardPaymentSummaryProps {
  payment: CardPayment;
  /** The detail's installment fee (credtCardTax), when it has one. */
  fee: WireMoneyObject | null;
  /** The detail's total with the installment fee (creditCardTaxTotal), when it has one. */
  totalWithFee: WireMoneyObject | null;
}

/** The result of `payment` in words (a FAILED one with its provider code). */
export function cardResultWords(payment: CardPayment, t: Translate): string {
  if (payment.result === 'FAILED' && payment.code) {
    return t('creditCard.summary.results.failedCode', { code: payment.code });
  }
  return t(`creditCard.summary.results.${payment.result}`);
}

/** The card payment of an operation, as its detail shows it. */
export function CardPaymentSummary({ payment, fee, totalWithFee }: CardPaymentSummaryProps) {
  const { t, locale } = useLocale();
  const figures = {
    installments: payment.installments,
    installmentValue: payment.installmentValue,
    lastInstallmentValue: payment.lastInstallmentValue,
    interestValue: payment.interestValue,
    amountRequested: payment.amountRequested,
  };
  const last = lastInstallmentNote(figures, t, locale);
  const rows: { key: string; label: string; value: string; money?: boolean; total?: boolean }[] = [
    {
      key: 'card',
      label: t('creditCard.summary.card'),
      value: t('creditCard.chosen', { brand: BRAND_NAMES[payment.brand], last4: payment.last4 }),
    },
    {
      key: 'plan',
      label: t('creditCard.summary.plan'),
      // A sentence with amounts, not one figure: it wraps on a phone (`.money` does not).
      value: `${planShort(figures, t, locale)}${last ? ` · ${last}` : ''}`,
    },
    {
      key: 'fee',
      label: t('creditCard.summary.fee'),
      value: fee ? formatWire(fee, locale) : formatBrl(payment.interestValue, locale),
      money: true,
    },
    {
      key: 'total',
      label: t('creditCard.summary.totalWithFee'),
      value: totalWithFee ? formatWire(totalWithFee, locale) : formatBrl(payment.total, locale),
      money: true,
      total: true,
    },
    { key: 'result', label: t('creditCard.summary.result'), value: cardResultWords(payment, t) },
  ];
  return (
    <section
      className="card"
      aria-labelledby="card-payment-title"
      data-testid="card-summary"
      data-result={payment.result}
    >
      <h2 id="card-payment-title" className="card__title">
        {t('creditCard.summary.title')}
      </h2>
      <dl className="info-list">
        {rows.map((row) => (
          <div
            key={row.key}
            className={row.total ? 'info-list__row info-list__row--total' : 'info-list__row'}
            data-row={row.key}
          >
            <dt>{row.label}</dt>
            <dd className={row.money ? 'money' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
