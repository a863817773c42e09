/**
 * The creditCard section of the checkouts (spec operations §2.4 creditCard 'a new credit card and
 * its installments', §4.7; issue 18): the card form for the operation's total in BRL cents; the
 * choice it hands on is kept in memory by the checkout store (never persisted). Also the line the
 * collapsed section and the summaries show, and the companies' notice (spec §6.3).
 * @module
 */
import type { CheckoutCardChoice } from '../../../../src/stores/checkout-store';
import { useLocale } from '../../../app/locale';
import { PORTAL_CARD_PROVIDER, type CardChoice } from '../../../components/card/card-choice';
import { BRAND_NAMES, formatBrl as formatBrlCents } from '../../../components/card/card-format';
import { CreditCardForm } from '../../../components/card/CreditCardForm';
import { Notice } from '../../../components/Notice';

type Translate = ReturnType<typeof useLocale>['t'];

/** 'Visa •••• 4242' */
export function cardLabelOf(choice: CheckoutCardChoice): string {
  return `${BRAND_NAMES[choice.card.brand]} •••• ${choice.card.last4}`;
}

/** '6x of R$ 180,81' */
export function planLabelOf(choice: CheckoutCardChoice, t: Translate, locale: string): string {
  return t('cardCheckout.plan', {
    count: choice.plan.installment,
    value: formatBrlCents(choice.plan.installment_value, locale),
  });
}

/** 'Visa •••• 4242 · 6x of R$ 180,81', the collapsed section's line. */
export function cardChoiceLine(choice: CheckoutCardChoice, t: Translate, locale: string): string {
  return t('cardCheckout.line', {
    brand: BRAND_NAMES[choice.card.brand],
    last4: choice.card.last4,
    count: choice.plan.installment,
    value: formatBrlCents(choice.plan.installment_value, locale),
  });
}

/** Props of {@link CreditCardSection}. */
export interface CreditCardSectionProps {
  /** The operation's total in BRL cents (the plans are of it). */
  amountCents: number;
  /** The choice made earlier, when the section is reopened. */
  choice: CheckoutCardChoice | null;
  onReady(choice: CardChoice): void;
}

/** The card form of the checkout. */
export function CreditCardSection(props: CreditCardSectionProps) {
  const { t } = useLocale();
  return (
    <div className="checkout-card">
      <p className="checkout-lead">{t('cardCheckout.lead')}</p>
      <CreditCardForm
        amountCents={props.amountCents}
        provider={PORTAL_CARD_PROVIDER}
        initial={props.choice}
        onReady={props.onReady}
      />
    </div>
  );
}

/** 'Unavailable operations' where a company would be offered the card (spec §6.3). */
export function CardUnavailableNotice() {
  const { t } = useLocale();
  return (
    <div data-testid="card-unavailable">
      <Notice tone="info" title={t('cardCheckout.company.title')}>
        <p>{t('cardCheckout.company.body')}</p>
      </Notice>
    </div>
  );
}
