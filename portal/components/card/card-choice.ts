/**
 * What the credit-card form hands on (issue 18): the tokenizer's answer (card hash, brand, last
 * four digits, expiry — never the number or the CVV) and the installment plan the customer chose.
 * The checkout keeps it in memory only, never in storage.
 * @module
 */
import type {
  CardHash,
  CardProviderName,
  ChosenInstallments,
  InstallmentOption,
} from '../../../src/contracts/card-payments';

/** The card and plan chosen on the form. */
export interface CardChoice {
  card: CardHash;
  plan: InstallmentOption;
}

/** The plan as `POST /v1/payments/{provider}` sends it (spec operations §7.4). */
export function chosenInstallmentsOf(plan: InstallmentOption): ChosenInstallments {
  return {
    installment: plan.installment,
    installmentValue: plan.installment_value,
    interestRate: plan.interest_rate,
    interestValue: plan.interest_value,
    amountRequested: plan.amount_requested,
    ...(plan.pt_br
      ? {
          ptbr: {
            amount: plan.pt_br.amount,
            amountCurrency: plan.pt_br.amount_currency,
            installmentValue: plan.pt_br.installment_value,
            installmentValueCurrency: plan.pt_br.installment_value_currency,
            interestRate: plan.pt_br.interest_rate,
          },
        }
      : {}),
  };
}

/**
 * The card provider the portal pays through. The platform runs one card provider per deployment
 * and the only one built is the sandbox's; a deployment with a real acquirer sets its name here
 * with its tokenizer script (spec operations §7.4).
 */
export const PORTAL_CARD_PROVIDER = 'sandbox-card' satisfies CardProviderName;
