/**
 * SQL of what a correspondent prices with: its switches, its pricing settings, its remittance
 * currency bounds and the banknotes its agents sell. Read together, rarely, and cached by the
 * service (`server/services/pricing-catalogue.ts`).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The correspondent's switches that decide what it may quote (spec operations §6.4). */
export interface PricingSwitches {
  active: boolean;
  isRemittanceActive: boolean;
  isPaperMoneyActive: boolean;
  activeSmiles: boolean;
}

/** A `pricing_settings` row in domain names; `undefined` fields use the defaults. */
export interface PricingSettingsRow {
  remittanceSpreadBp: number;
  paperMoneySpreadBp: number;
  minimumSpreadBp: number;
  remittanceBankFeeCents: number;
  /** Paper money's home-delivery fee, BRL cents (issue 17). */
  paperMoneyDeliveryFeeCents: number;
  quoteValiditySeconds: number;
  remittanceProvider: string;
}

/** Bounds of one currency, minor units. */
export interface CurrencyBoundsRow {
  currency: string;
  min: number;
  max: number | undefined;
}

/** What one agent sells of one currency. */
export interface BanknotesRow extends CurrencyBoundsRow {
  agentId: number;
  multiples: number[];
}

/** Everything a correspondent prices with, as stored. */
export interface TenantPricingRows {
  correspondentId: number;
  switches: PricingSwitches;
  /** Absent when the correspondent has no row: the defaults apply. */
  settings: PricingSettingsRow | undefined;
  remittanceCurrencies: CurrencyBoundsRow[];
  banknotes: BanknotesRow[];
}

/** Reads a correspondent's pricing data. */
export interface PricingRepository {
  /** The correspondent's pricing data, or `undefined` when there is no such correspondent. */
  load(correspondentId: number): Promise<TenantPricingRows | undefined>;
  /**
   * Sets the quote validity of the correspondent `identifier` (a correspondent without settings
   * gets a row with the table's defaults and this validity); false when there is no such one.
   */
  setQuoteValidity(identifier: string, seconds: number): Promise<boolean>;
}

// pg reads `bigint` as a string; amounts stay far below 2^53.
const toNumber = (value: string | number | bigint): number => Number(value);

/** Creates the repository over a database (or a transaction). */
export function createPricingRepository(db: Kysely<Database>): PricingRepository {
  return {
    async setQuoteValidity(identifier, seconds) {
      const correspondent = await db
        .selectFrom('correspondents')
        .select('id')
        .where('identifier', '=', identifier)
        .executeTakeFirst();
      if (correspondent === undefined) return false;
      await db
        .insertInto('pricing_settings')
        .values({ correspondent_id: correspondent.id, quote_validity_seconds: seconds })
        .onConflict((conflict) =>
          conflict.column('correspondent_id').doUpdateSet({ quote_validity_seconds: seconds }),
        )
        .execute();
      return true;
    },
    async load(correspondentId) {
      const correspondent = await db
        .selectFrom('correspondents')
        .leftJoin('pricing_settings', 'pricing_settings.correspondent_id', 'correspondents.id')
        .select([
          'correspondents.active',
          'correspondents.is_remittance_active',
          'correspondents.is_paper_money_active',
          'correspondents.active_smiles',
          'pricing_settings.remittance_spread_bp',
          'pricing_settings.paper_money_spread_bp',
          'pricing_settings.minimum_spread_bp',
          'pricing_settings.remittance_bank_fee_cents',
          'pricing_settings.paper_money_delivery_fee_cents',
          'pricing_settings.quote_validity_seconds',
          'pricing_settings.remittance_provider',
        ])
        .where('correspondents.id', '=', correspondentId)
        .executeTakeFirst();
      if (correspondent === undefined) return undefined;

      const [remittance, notes] = await Promise.all([
        db
          .selectFrom('remittance_currencies')
          .select(['currency', 'min_value', 'max_value'])
          .where('correspondent_id', '=', correspondentId)
          .execute(),
        db
          .selectFrom('paper_money_currencies')
          .innerJoin('agents', 'agents.id', 'paper_money_currencies.agent_id')
          .select([
            'paper_money_currencies.agent_id',
            'paper_money_currencies.currency',
            'paper_money_currencies.min_to_sell',
            'paper_money_currencies.max_to_sell',
            'paper_money_currencies.multiples',
          ])
          .where('agents.correspondent_id', '=', correspondentId)
          .orderBy('paper_money_currencies.agent_id')
          .orderBy('paper_money_currencies.currency')
          .execute(),
      ]);

      const c = correspondent;
      return {
        correspondentId,
        switches: {
          active: c.active,
          isRemittanceActive: c.is_remittance_active,
          isPaperMoneyActive: c.is_paper_money_active,
          activeSmiles: c.active_smiles,
        },
        settings:
          c.remittance_spread_bp === null ||
          c.paper_money_spread_bp === null ||
          c.minimum_spread_bp === null ||
          c.remittance_bank_fee_cents === null ||
          c.paper_money_delivery_fee_cents === null ||
          c.quote_validity_seconds === null ||
          c.remittance_provider === null
            ? undefined
            : {
                remittanceSpreadBp: c.remittance_spread_bp,
                paperMoneySpreadBp: c.paper_money_spread_bp,
                minimumSpreadBp: c.minimum_spread_bp,
                remittanceBankFeeCents: c.remittance_bank_fee_cents,
                paperMoneyDeliveryFeeCents: c.paper_money_delivery_fee_cents,
                quoteValiditySeconds: c.quote_validity_seconds,
                remittanceProvider: c.remittance_provider,
              },
        remittanceCurrencies: remittance.map((row) => ({
          currency: row.currency,
          min: toNumber(row.min_value),
          max: row.max_value === null ? undefined : toNumber(row.max_value),
        })),
        banknotes: notes.map((row) => ({
          agentId: row.agent_id,
          currency: row.currency,
          min: toNumber(row.min_to_sell),
          max: row.max_to_sell === null ? undefined : toNumber(row.max_to_sell),
          multiples: row.multiples.map(Number),
        })),
      };
    },
  };
}
