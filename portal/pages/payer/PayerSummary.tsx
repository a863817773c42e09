/**
 * The payer page's summary (spec operations §2.6): 'Total Amount: USD' and the beneficiary's
 * name, first and largest (ui-guide "The number is the hero").
 * @module
 */
import type { PublicInboundRemittance } from '../../../src/contracts/inbound-remittances';
import { fromWireMoney, formatMoney } from '../../../src/domain/money/money';
import { usePayer } from './payer-context';

/** The amount a record asks, formatted in the payer's language. */
export function useAmountText(record: PublicInboundRemittance): string {
  const { intlLocale } = usePayer();
  const money = fromWireMoney(record.totalAmount);
  return formatMoney(money.minor, money.currency, intlLocale);
}

/** The summary card. */
export function PayerSummary(props: { record: PublicInboundRemittance }) {
  const { record } = props;
  const { t, intlLocale } = usePayer();
  const amount = useAmountText(record);
  const expires =
    record.expiresAt === null
      ? null
      : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(record.expiresAt),
        );
  return (
    <section className="payer-summary" aria-labelledby="payer-total">
      <p className="payer-summary__label" id="payer-total">
        {t('page.totalAmount')}
      </p>
      <p className="payer-summary__amount">{amount}</p>
      <dl className="payer-summary__facts">
        <div>
          <dt>{t('page.beneficiary')}</dt>
          <dd>{record.name}</dd>
        </div>
      </dl>
      {expires ? (
        <p className="payer-summary__expiry">{t('page.expiresAt', { time: expires })}</p>
      ) : null}
    </section>
  );
}
