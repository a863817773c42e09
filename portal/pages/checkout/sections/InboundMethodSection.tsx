/**
 * The inbound checkout's payment sections (spec operations §2.4
 * "inboundPaymentMethodsSelect / inboundPaymentMethods / inboundPaymentLink", §3.24, §4.6, §9.1;
 * issue 16):
 * - {@link InboundMethodSection}: how the foreign money is paid — the customer's own
 *   international debit card (AVAILABILITY), a payment link for the payer (MAINTENANCE), or the
 *   international bank transfer — as the domain offers them for the quote; when only the bank
 *   transfer is left, the reason (the ceiling, the currency, the purpose);
 * - {@link InboundCardNote} and {@link InboundLinkNote}: what happens after finishing.
 * @module
 */
import { INBOUND_PAYMENT_LINK_VALIDITY_MS } from '../../../../src/domain/operations/expiries';
import { DEBIT_CARD_LIMIT_USD_CENTS } from '../../../../src/domain/operations/inbound-payment';
import type { InboundPaymentMethod } from '../../../../src/domain/operations/payment-methods';
import { useLocale, type Translate } from '../../../app/locale';
import { Notice } from '../../../components/Notice';
import { formatWire } from '../../../components/operations/format';
import { ceilingOf, type InboundMethodOffer } from '../inbound-methods';
import { MethodChoice } from './PaymentMethodsSection';

const usd = (cents: number, locale: string) =>
  formatWire({ value: cents, divisor: 100, precision: 2, currency: 'USD' }, locale);

/** Why only the bank transfer is offered, in words. */
function bankOnlyNote(offer: InboundMethodOffer, currency: string, t: Translate, locale: string) {
  switch (offer.reason) {
    case 'above':
      return t('inbound.methods.bankOnlyAbove', { limit: usd(offer.ceilingUsdCents ?? 0, locale) });
    case 'currency':
      return t('inbound.methods.bankOnlyCurrency', { currency });
    case 'purpose':
      return t('inbound.methods.bankOnlyPurpose');
    default:
      return undefined;
  }
}

/** Props of {@link InboundMethodSection}. */
export interface InboundMethodSectionProps {
  offer: InboundMethodOffer;
  /** The quote's foreign currency. */
  currency: string;
  selected: InboundPaymentMethod | null;
  onSelect(method: InboundPaymentMethod): void;
}

/** The inbound payment method choice. */
export function InboundMethodSection(props: InboundMethodSectionProps) {
  const { t, locale } = useLocale();
  const note = bankOnlyNote(props.offer, props.currency, t, locale);
  return (
    <MethodChoice
      legend={t('inbound.methods.legend')}
      options={props.offer.methods.map((method) => {
        const ceiling = ceilingOf(method);
        return {
          value: method,
          title: t(`inbound.methods.titles.${method}`),
          hint: t(`inbound.methods.hints.${method}`, {
            limit: ceiling === undefined ? '' : usd(ceiling, locale),
          }),
        };
      })}
      selected={props.selected}
      onSelect={props.onSelect}
      note={
        note ? (
          <p className="checkout-lead" data-testid="bank-only-note">
            {note}
          </p>
        ) : undefined
      }
    />
  );
}

/** After finishing, the customer pays with their own debit card (inboundPaymentMethods). */
export function InboundCardNote() {
  const { t, locale } = useLocale();
  return (
    <Notice tone="info">
      <p>{t('inbound.card.lead')}</p>
      <p>
        {t('inbound.methods.hints.DEBIT_CARD', { limit: usd(DEBIT_CARD_LIMIT_USD_CENTS, locale) })}
      </p>
    </Notice>
  );
}

/** After finishing, the customer gets a link for the payer (inboundPaymentLink). */
export function InboundLinkNote() {
  const { t } = useLocale();
  return (
    <Notice tone="info">
      <p>{t('inbound.link.lead', { hours: INBOUND_PAYMENT_LINK_VALIDITY_MS / 3_600_000 })}</p>
    </Notice>
  );
}
