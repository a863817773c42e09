/**
 * The inbound payment link, as the customer sees it (spec operations §2.5 "Inbound payment link
 * page (user side)", §4.6, §8.2 "Payment link copy"; issue 16): the full address of the payer's
 * page (`/{identifier}/inbound-payment-link/{linkId}`), a Copy action with its success or error
 * ('Error copying payment link'), a Share action through the Web Share API where the browser
 * has it (hidden otherwise: Copy does the job), and the 12-hour expiry as a date-time in the
 * customer's language with a live countdown. Shown on the success page and on the operation's
 * detail while the link can be paid.
 * @module
 */
import { useId } from 'react';
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../routes/path-for';
import { Button } from '../Button';
import { CopyButton } from './CopyButton';
import { CopyField } from './CopyField';
import { formatDateTime, formatWire } from './format';
import { LiveCountdown } from './LiveCountdown';
import { useCountdown } from './use-countdown';
import '../../styles/operations.css';

/** The address of the payer's page of link `linkId` on `origin`. */
export function paymentLinkUrl(origin: string, identifier: string, linkId: string): string {
  return `${origin}${pathFor('inbound-payment-link', { identifier, remittanceId: linkId })}`;
}

/** Whether this browser can share `data` through the Web Share API. */
export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** Props of {@link PaymentLinkPanel}. */
export interface PaymentLinkPanelProps {
  identifier: string;
  link: { id: string; expiresAt: string };
  /** What the payer sends, for the shared text. */
  amount: WireMoneyObject;
  /** Whom the payer pays (the customer). */
  name: string;
  /** The server's clock minus the local clock, when known. */
  clockOffsetMs?: number;
}

/** The link with Copy, Share and its expiry. */
export function PaymentLinkPanel(props: PaymentLinkPanelProps) {
  const { t, locale } = useLocale();
  const id = useId();
  const url = paymentLinkUrl(window.location.origin, props.identifier, props.link.id);
  const remaining = useCountdown(props.link.expiresAt, props.clockOffsetMs);
  const share: ShareData = {
    title: t('inbound.outcome.linkTitle'),
    text: t('inbound.outcome.shareText', {
      amount: formatWire(props.amount, locale),
      name: props.name,
    }),
    url,
  };
  const expired = remaining?.expired === true;

  return (
    <section className="payment-panel" aria-labelledby={`${id}-title`} data-testid="payment-link">
      <h2 id={`${id}-title`} className="payment-panel__title">
        {t('inbound.outcome.linkTitle')}
      </h2>
      <p className="payment-panel__muted">{t('inbound.outcome.linkLead')}</p>
      <CopyField
        id={`${id}-url`}
        label={t('inbound.outcome.linkLabel')}
        value={url}
        testId="payment-link-url"
        actions={
          <div className="payment-link__actions">
            <CopyButton
              value={url}
              label={t('inbound.outcome.linkTitle')}
              caption={t('inbound.outcome.copy')}
              variant="primary"
            />
            {canShare(share) ? (
              <Button
                variant="secondary"
                onClick={() => {
                  // A dismissed share sheet rejects: nothing to report.
                  navigator.share(share).catch(() => undefined);
                }}
              >
                {t('inbound.outcome.share')}
              </Button>
            ) : null}
          </div>
        }
      />
      <div className="payment-panel__countdown" data-testid="payment-link-expiry">
        <span className="payment-panel__label">
          {t('inbound.outcome.validUntil', {
            date: formatDateTime(props.link.expiresAt, locale),
          })}
        </span>
        {remaining && !expired ? (
          <>
            <span className="payment-panel__label">{t('inbound.outcome.expiresIn')}</span>
            <LiveCountdown value={remaining} testId="payment-link-countdown" />
          </>
        ) : null}
        {expired ? <p className="payment-panel__muted">{t('inbound.outcome.expired')}</p> : null}
      </div>
    </section>
  );
}
