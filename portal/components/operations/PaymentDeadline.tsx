/**
 * 'Time remaining to make the payment' (spec operations §2.7, §4.6) with its live mm:ss, on the
 * server's clock; nothing once there is no deadline. Shared by the remittance and paper-money
 * details.
 * @module
 */
import { useLocale } from '../../app/locale';
import { LiveCountdown } from './LiveCountdown';
import { useCountdown } from './use-countdown';
import '../../styles/operations.css';

/** The payment countdown card. */
export function PaymentDeadline({ expiresAt, offsetMs }: { expiresAt: string; offsetMs: number }) {
  const { t } = useLocale();
  const remaining = useCountdown(expiresAt, offsetMs);
  if (!remaining) return null;
  return (
    <section className="card operation__countdown" aria-labelledby="payment-deadline-title">
      <h2 id="payment-deadline-title" className="card__title">
        {t('operations.detail.countdown')}
      </h2>
      <LiveCountdown value={remaining} testId="detail-countdown" />
    </section>
  );
}
