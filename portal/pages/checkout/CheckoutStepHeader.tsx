/**
 * The checkout's head: its title, the 'Step n/total' label (spec operations §2.4, §4.7) and a
 * progress bar over the required sections. Shared by the remittance and paper-money checkouts.
 * @module
 */
import type { CheckoutNavigation } from '../../../src/domain/checkout/navigation';
import { checkoutStep } from '../../../src/domain/checkout/navigation';
import { useLocale } from '../../app/locale';

/** The head of a checkout page. */
export function CheckoutStepHeader({
  title,
  navigation,
}: {
  title: string;
  navigation: CheckoutNavigation;
}) {
  const { t } = useLocale();
  const step = checkoutStep(navigation);
  return (
    <header className="checkout__head">
      <h1 className="checkout__title">{title}</h1>
      <p className="checkout__step" aria-live="polite" data-testid="checkout-step">
        {t('common:checkout.step', { current: step.current, total: step.total })}
      </p>
      <div
        className="checkout__progress"
        role="progressbar"
        aria-label={t('checkoutPage.sectionsLabel')}
        aria-valuemin={1}
        aria-valuemax={step.total}
        aria-valuenow={step.current}
      >
        <span style={{ width: `${(step.current / step.total) * 100}%` }} />
      </div>
    </header>
  );
}
