/**
 * The checkout's sections, their defaults, and which of them each operation makes required
 * (spec operations §2.4, §4.7).
 *
 * The spec gives the section order and defaults (§4.7 table) but says "which sections each
 * operation kind makes required is not shown". The choice built here, from §2.4, §3.10–3.13 and
 * §3.17 (a beneficiary carries its own account abroad; an account is the customer's own, a
 * Brazilian one with a PIX key for inbound):
 *
 * | operation | required sections, in order |
 * |---|---|
 * | outbound, MAINTENANCE / SERVICES / STUDIES | simulator, beneficiary, purposeCode, documents, paymentMethods |
 * | outbound, AVAILABILITY (for myself) | simulator, accounts, purposeCode, documents, paymentMethods |
 * | outbound, INVESTMENTS | simulator, investments, identifierCode, purposeCode, documents, paymentMethods |
 * | inbound | simulator, accounts, purposeCode, documents, inboundPaymentMethodsSelect, then inboundPaymentMethods (DEBIT_CARD) or inboundPaymentLink (DEBIT_CARD_LINK); nothing more for BANK_PATH |
 * | paper money | simulator, address, deliveryMethod, paymentMethods |
 * | money-transfer network | simulator, moneygramOperationData, moneygramFraudWarning, moneygramAdditionalData |
 *
 * Paying by CREDIT_CARD adds creditCard (where there is a paymentMethods section). How a network
 * operation is paid and created is not shown (spec operations §4.3), so it has no paymentMethods
 * section here. The summary is not a section: it shows once every
 * required section is valid ({@link isCheckoutComplete} in `navigation`).
 * @module
 */
import type { PurposeCode } from '../pricing/purpose-codes';
import type { OperationKind } from '../operations/operation-kind';
import type { InboundPaymentMethod, PaymentMethod } from '../operations/payment-methods';

/** The sections, in the order the checkout shows them (spec operations §4.7). */
export const CHECKOUT_SECTIONS = [
  'simulator',
  'address',
  'deliveryMethod',
  'accounts',
  'beneficiary',
  'investments',
  'identifierCode',
  'purposeCode',
  'documents',
  'paymentMethods',
  'inboundPaymentMethodsSelect',
  'inboundPaymentMethods',
  'inboundPaymentLink',
  'creditCard',
  'moneygramOperationData',
  'moneygramFraudWarning',
  'moneygramAdditionalData',
] as const;

/** A checkout section's name. */
export type CheckoutSectionName = (typeof CHECKOUT_SECTIONS)[number];

/** The flags every section carries (spec operations §3.9). */
export interface CheckoutSectionFlags {
  /** Navigation visits it. */
  required: boolean;
  /** It is on screen. */
  shown: boolean;
  /** Its content is open. */
  expanded: boolean;
  /** It cannot be continued from yet. */
  invalid: boolean;
}

const HIDDEN_INVALID: CheckoutSectionFlags = {
  required: false,
  shown: false,
  expanded: false,
  invalid: true,
};

/** The defaults of the spec's table (spec operations §4.7), before an operation is known. */
export const DEFAULT_SECTION_FLAGS: Readonly<
  Record<CheckoutSectionName, Readonly<CheckoutSectionFlags>>
> = {
  simulator: { required: true, shown: true, expanded: true, invalid: false },
  address: HIDDEN_INVALID,
  deliveryMethod: HIDDEN_INVALID,
  accounts: HIDDEN_INVALID,
  beneficiary: { ...HIDDEN_INVALID, required: true },
  investments: HIDDEN_INVALID,
  identifierCode: HIDDEN_INVALID,
  purposeCode: HIDDEN_INVALID,
  documents: HIDDEN_INVALID,
  paymentMethods: { ...HIDDEN_INVALID, required: true },
  inboundPaymentMethodsSelect: HIDDEN_INVALID,
  inboundPaymentMethods: HIDDEN_INVALID,
  inboundPaymentLink: HIDDEN_INVALID,
  creditCard: HIDDEN_INVALID,
  moneygramOperationData: HIDDEN_INVALID,
  moneygramFraudWarning: { ...HIDDEN_INVALID, invalid: false },
  moneygramAdditionalData: HIDDEN_INVALID,
};

/** What decides the required sections: the operation and the choices made so far. */
export interface CheckoutContext {
  kind: OperationKind;
  /** The remittance purpose (outbound and inbound). */
  purposeCode?: PurposeCode;
  /** The chosen payment method, once chosen. */
  paymentMethod?: PaymentMethod;
  /** The inbound payment method, once chosen. */
  inboundPaymentMethod?: InboundPaymentMethod;
}

function wanted(context: CheckoutContext): Set<CheckoutSectionName> {
  const names = new Set<CheckoutSectionName>(['simulator']);
  switch (context.kind) {
    case 'remittance-outbound':
      if (context.purposeCode === 'INVESTMENTS') {
        names.add('investments').add('identifierCode');
      } else if (context.purposeCode === 'AVAILABILITY') {
        names.add('accounts');
      } else {
        names.add('beneficiary');
      }
      names.add('purposeCode').add('documents').add('paymentMethods');
      break;
    case 'remittance-inbound':
      // Documents: the inbound create contract asks for at least one, as outbound (issue 16).
      names.add('accounts').add('purposeCode').add('documents').add('inboundPaymentMethodsSelect');
      if (context.inboundPaymentMethod === 'DEBIT_CARD') names.add('inboundPaymentMethods');
      if (context.inboundPaymentMethod === 'DEBIT_CARD_LINK') names.add('inboundPaymentLink');
      break;
    case 'paper-money':
      names.add('address').add('deliveryMethod').add('paymentMethods');
      break;
    case 'moneygram':
      names
        .add('moneygramOperationData')
        .add('moneygramFraudWarning')
        .add('moneygramAdditionalData');
      break;
  }
  if (context.paymentMethod === 'CREDIT_CARD' && names.has('paymentMethods')) {
    names.add('creditCard');
  }
  return names;
}

/** The sections an operation makes required, in checkout order (see the module table). */
export function requiredSectionsFor(context: CheckoutContext): CheckoutSectionName[] {
  const names = wanted(context);
  return CHECKOUT_SECTIONS.filter((name) => names.has(name));
}
