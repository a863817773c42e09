/**
 * The credit-card form (spec operations §2.4 creditCard, §3.14, §5.4, §8.3; issue 18): number
 * (with the brand's flag as it is typed), holder, MM / YY, CVV, then the installment plans of
 * `amountCents` for the card's brand (the installments modal of §2.4). The card lives in this
 * component's state only and goes to the provider's tokenizer and nowhere else; `onReady`
 * receives the card hash and the chosen plan.
 *
 * STUB: the interface is settled; the implementation is being written (issue 18).
 * @module
 */
import type { CardProviderName } from '../../../src/contracts/card-payments';
import type { CardChoice } from './card-choice';

/** Props of {@link CreditCardForm}. */
export interface CreditCardFormProps {
  /** The amount to pay in BRL cents (the operation's total): the plans are of this amount. */
  amountCents: number;
  /** The provider path segment (the correspondent's card provider; `sandbox-card` in sandbox). */
  provider: CardProviderName;
  /** The choice made earlier (the checkout reopening the section): shown as the chosen card. */
  initial?: CardChoice | null;
  /** The button's label; defaults to 'Continue' / 'Continuar'. */
  submitLabel?: string;
  /** Called with the tokenized card and the chosen plan. */
  onReady(choice: CardChoice): void;
}

/** The credit-card form. */
export function CreditCardForm(_props: CreditCardFormProps) {
  return null;
}
