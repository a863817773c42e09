/**
 * What the customer does next with an inbound operation (spec operations §2.5; issue 16): send
 * the payment link to the payer ({@link PaymentLinkPanel}), pay with their own debit card on
 * the payer's page (route `inbound-payment-link`), or, for the bank path (or a link no longer
 * payable), wait for the international transfer. Shown on the success page and on the detail.
 * @module
 */
import { Link } from 'react-router';
import type { PaymentLink } from '../../../src/contracts/inbound-remittances';
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../routes/path-for';
import { InboundBankInstructions } from './InboundBankInstructions';
import { PaymentLinkPanel } from './PaymentLinkPanel';

/** Props of {@link InboundNextStep}. */
export interface InboundNextStepProps {
  identifier: string;
  /** The inbound operation's id, for its receipt instructions. */
  operationId: number;
  method: InboundPaymentMethod;
  /** The payment link while it can be paid, else null. */
  link: PaymentLink | null;
  /** What the payer sends. */
  amount: WireMoneyObject;
  /** Whom the payer pays (the customer). */
  name: string;
  /** The server's clock minus the local clock, when known. */
  clockOffsetMs?: number;
  /**
   * Say what the bank path means and show its receipt instructions (the success page, the
   * detail while awaiting the wire).
   */
  bankLead?: boolean;
}

/** The link, the way to pay by card, or the bank path's words. */
export function InboundNextStep(props: InboundNextStepProps) {
  const { t } = useLocale();
  const { link } = props;
  if (props.method === 'BANK_PATH' || !link) {
    return props.bankLead && props.method === 'BANK_PATH' ? (
      <>
        <p className="outcome-card__lead">{t('inbound.outcome.bankLead')}</p>
        <InboundBankInstructions operationId={props.operationId} />
      </>
    ) : null;
  }
  if (props.method === 'DEBIT_CARD') {
    return (
      <div className="outcome-card__next">
        <p className="outcome-card__lead">{t('inbound.outcome.cardLead')}</p>
        <Link
          className="button button--primary"
          data-testid="pay-own-card"
          to={pathFor('inbound-payment-link', {
            identifier: props.identifier,
            remittanceId: link.id,
          })}
        >
          {t('inbound.outcome.payNow')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PaymentLinkPanel
        identifier={props.identifier}
        link={link}
        amount={props.amount}
        name={props.name}
        {...(props.clockOffsetMs === undefined ? {} : { clockOffsetMs: props.clockOffsetMs })}
      />
      <InboundBankInstructions operationId={props.operationId} />
    </>
  );
}
