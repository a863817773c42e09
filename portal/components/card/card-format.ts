/**
 * What the card pages show of a card and a plan (issue 18): the brand's name, BRL cents in the
 * page's language (and an API money object in cents), a plan's label of spec operations §9.6
 * ('{0}x of {1} ({2} + {3} in fees)') and its short form for a detail ('6x de R$ 190,83').
 * @module
 */
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import type { CardBrand } from '../../../src/domain/card/credit-card';
import { fromWireMoney } from '../../../src/domain/money/money';
import { formatWire } from '../../../widgets/simulator/format';
import type { Translate } from '../../app/locale';

/** The brand names as printed on the cards. */
export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  mir: 'Mir',
  elo: 'Elo',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
};

/** BRL cents in `locale` (R$ 1.084,90 / R$1,084.90). */
export function formatBrl(cents: number, locale: string): string {
  return formatWire({ value: cents, divisor: 100, precision: 2, currency: 'BRL' }, locale);
}

/** A BRL money object of the API in cents (the card plans are of cents), exact. */
export function centsOf(money: WireMoneyObject): number {
  return fromWireMoney(money).minor;
}

/** A plan's figures, as both the installments answer and a payment carry them. */
export interface PlanFigures {
  installments: number;
  installmentValue: number;
  lastInstallmentValue: number;
  interestValue: number;
  amountRequested: number;
}

/** The plan's label: '6x of R$ 180.81 (R$ 1,000.00 + R$ 84.90 in fees)', 'interest-free' at no fee. */
export function planLabel(plan: PlanFigures, t: Translate, locale: string): string {
  const value = formatBrl(plan.installmentValue, locale);
  if (plan.interestValue === 0) {
    return t('creditCard.installments.interestFree', { n: plan.installments, value });
  }
  return t('creditCard.installments.option', {
    n: plan.installments,
    value,
    amount: formatBrl(plan.amountRequested, locale),
    fee: formatBrl(plan.interestValue, locale),
  });
}

/** The last installment's note when it differs from the others, else undefined. */
export function lastInstallmentNote(
  plan: PlanFigures,
  t: Translate,
  locale: string,
): string | undefined {
  return plan.installments > 1 && plan.lastInstallmentValue !== plan.installmentValue
    ? t('creditCard.installments.last', { value: formatBrl(plan.lastInstallmentValue, locale) })
    : undefined;
}

/** The plan in short: '6x de R$ 190,83' / '6 installments of R$ 190.83'. */
export function planShort(plan: PlanFigures, t: Translate, locale: string): string {
  return t('creditCard.summary.planLine', {
    count: plan.installments,
    value: formatBrl(plan.installmentValue, locale),
  });
}
