/**
 * Sandbox pricing data (issue 4): each sandbox correspondent's pricing settings and currency
 * bounds, the banknotes its agents sell, and a few coupons. Sandbox figures, chosen to look like a
 * real exchange house's, not any real house's.
 * @module
 */
import type { Kysely, Transaction } from 'kysely';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import type { Database } from '../schema';

/** Pricing settings per sandbox correspondent id. */
export const SANDBOX_PRICING_SETTINGS = [
  {
    // demo: spread 1.5% on remittances, 4% on banknotes, bank fee R$ 35,00, 5-minute quotes.
    correspondent_id: 1,
    remittance_spread_bp: 150,
    paper_money_spread_bp: 400,
    minimum_spread_bp: 50,
    remittance_bank_fee_cents: 3500,
    quote_validity_seconds: 300,
    remittance_provider: 'SANDBOX',
  },
  {
    correspondent_id: 2,
    remittance_spread_bp: 120,
    paper_money_spread_bp: 450,
    minimum_spread_bp: 80,
    remittance_bank_fee_cents: 2500,
    quote_validity_seconds: 180,
    remittance_provider: 'SANDBOX',
  },
  {
    correspondent_id: 3,
    remittance_spread_bp: 200,
    paper_money_spread_bp: 500,
    minimum_spread_bp: 100,
    remittance_bank_fee_cents: 4000,
    quote_validity_seconds: 300,
    remittance_provider: 'SANDBOX',
  },
] as const;

/**
 * Remittance bounds per currency of spec operations §9.2, in major units (converted to minor
 * units when seeded): about USD 10 to USD 50 000 each.
 */
export const SANDBOX_REMITTANCE_LIMITS: Readonly<
  Partial<Record<CurrencyCode, { min: number; max: number }>>
> = {
  USD: { min: 10, max: 50_000 },
  EUR: { min: 10, max: 45_000 },
  GBP: { min: 10, max: 40_000 },
  CAD: { min: 15, max: 70_000 },
  AUD: { min: 15, max: 75_000 },
  ARS: { min: 15_000, max: 70_000_000 },
  PEN: { min: 40, max: 190_000 },
};

/** The banknotes an agent sells, bounds in major units. */
export const SANDBOX_PAPER_MONEY: Readonly<
  Partial<Record<CurrencyCode, { min: number; max: number; multiples: number[] }>>
> = {
  USD: { min: 100, max: 10_000, multiples: [10, 20, 50, 100] },
  EUR: { min: 100, max: 10_000, multiples: [10, 20, 50, 100] },
  GBP: { min: 100, max: 8_000, multiples: [10, 20, 50] },
  CAD: { min: 100, max: 12_000, multiples: [20, 50, 100] },
  AUD: { min: 100, max: 12_000, multiples: [50, 100] },
  CHF: { min: 100, max: 8_000, multiples: [50, 100] },
  JPY: { min: 10_000, max: 1_500_000, multiples: [1_000, 5_000, 10_000] },
  ARS: { min: 20_000, max: 10_000_000, multiples: [1_000, 2_000, 10_000] },
  CLP: { min: 20_000, max: 9_000_000, multiples: [10_000, 20_000] },
  MXN: { min: 500, max: 180_000, multiples: [100, 200, 500] },
  UYU: { min: 1_000, max: 400_000, multiples: [100, 200, 500, 1_000] },
};

/** Sandbox coupons of `demo` (id 1) and `aurora` (id 2). */
export const SANDBOX_COUPONS = [
  {
    correspondent_id: 1,
    code: 'BEMVINDO',
    discount_kind: 'AMOUNT',
    amount_cents: 2000,
    basis_points: null,
    max_discount_cents: null,
    valid_until: null,
    active: true,
  },
  {
    // 5% of the exchange value, at most R$ 150,00.
    correspondent_id: 1,
    code: 'CAMBIO5',
    discount_kind: 'PERCENTAGE',
    amount_cents: null,
    basis_points: 500,
    max_discount_cents: 15_000,
    valid_until: '2030-12-31T23:59:59-03:00',
    active: true,
  },
  {
    correspondent_id: 1,
    code: 'VERAO2025',
    discount_kind: 'AMOUNT',
    amount_cents: 5000,
    basis_points: null,
    max_discount_cents: null,
    valid_until: '2025-03-20T23:59:59-03:00',
    active: true,
  },
  {
    correspondent_id: 1,
    code: 'PAUSADO',
    discount_kind: 'AMOUNT',
    amount_cents: 1000,
    basis_points: null,
    max_discount_cents: null,
    valid_until: null,
    active: false,
  },
  {
    correspondent_id: 2,
    code: 'AURORA10',
    discount_kind: 'AMOUNT',
    amount_cents: 1000,
    basis_points: null,
    max_discount_cents: null,
    valid_until: null,
    active: true,
  },
] as const;

function toMinor(major: number, currency: CurrencyCode): number {
  // CLP and JPY have no cents (ISO 4217); every other seeded currency has two decimals.
  return currency === 'CLP' || currency === 'JPY' ? major : major * 100;
}

/** Inserts the sandbox pricing data; the correspondents and agents must already be there. */
export async function insertSandboxPricing(
  trx: Kysely<Database> | Transaction<Database>,
): Promise<void> {
  await trx
    .insertInto('pricing_settings')
    .values(SANDBOX_PRICING_SETTINGS.map((row) => ({ ...row })))
    .execute();

  const remittanceLimits = Object.entries(SANDBOX_REMITTANCE_LIMITS).map(([code, limits]) => ({
    currency: code,
    min_value: toMinor(limits.min, code as CurrencyCode),
    max_value: toMinor(limits.max, code as CurrencyCode),
  }));
  await trx
    .insertInto('remittance_currencies')
    .values(
      SANDBOX_PRICING_SETTINGS.flatMap(({ correspondent_id }) =>
        remittanceLimits.map((row) => ({ ...row, correspondent_id })),
      ),
    )
    .execute();

  const sellers = await trx
    .selectFrom('agents')
    .select('id')
    .where('delivers_paper_money', '=', true)
    .orderBy('id')
    .execute();
  const notes = Object.entries(SANDBOX_PAPER_MONEY).map(([code, row]) => ({
    currency: code,
    min_to_sell: toMinor(row.min, code as CurrencyCode),
    max_to_sell: toMinor(row.max, code as CurrencyCode),
    multiples: row.multiples,
  }));
  if (sellers.length > 0) {
    await trx
      .insertInto('paper_money_currencies')
      .values(sellers.flatMap(({ id }) => notes.map((row) => ({ ...row, agent_id: id }))))
      .execute();
  }

  await trx
    .insertInto('coupons')
    .values(SANDBOX_COUPONS.map((row) => ({ ...row })))
    .execute();
}

/** The sandbox correspondents' home-delivery fee of paper money, BRL cents (R$ 29,90; issue 17). */
export const SANDBOX_DELIVERY_FEE_CENTS = 2990;

/**
 * Sets the seeded correspondents' paper-money delivery fee: its own seed step, so a database
 * seeded before the fee existed gets it on the next start; the pricing rows must be there.
 */
export async function updateSandboxDeliveryFee(
  trx: Kysely<Database> | Transaction<Database>,
): Promise<void> {
  await trx
    .updateTable('pricing_settings')
    .set({ paper_money_delivery_fee_cents: SANDBOX_DELIVERY_FEE_CENTS })
    .where(
      'correspondent_id',
      'in',
      SANDBOX_PRICING_SETTINGS.map((row) => row.correspondent_id),
    )
    .execute();
}
