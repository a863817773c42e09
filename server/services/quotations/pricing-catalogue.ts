/**
 * What quotes are priced with, read from the database and kept in memory for a short time
 * (issue 4 "keep the hot path lean"): the tax rules, and per correspondent its switches, pricing
 * settings, remittance bounds and the banknotes of its agents. An operator's change is seen
 * within the time to live (30 s by default) without a deploy or a restart.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AmountLimits } from '../../../src/domain/pricing/clamp';
import { isCurrencyCode, type CurrencyCode } from '../../../src/domain/pricing/currencies';
import type { TaxRule } from '../../../src/domain/tax/tax-table';
import {
  createPricingRepository,
  type PricingSettingsRow,
  type PricingSwitches,
} from '../../db/repositories/pricing-repository';
import { createTaxRuleRepository } from '../../db/repositories/tax-rule-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import { cacheNow, createReadThroughCache } from '../read-through-cache';

/** How long cached pricing data is served by default. */
export const PRICING_CACHE_TTL_MS = 30_000;

/** Most correspondents whose pricing is kept at once (far more than the platform serves). */
export const TENANTS_CACHED = 1_000;

/** Settings of a correspondent without a `pricing_settings` row (the table's defaults). */
export const DEFAULT_PRICING_SETTINGS: PricingSettingsRow = {
  remittanceSpreadBp: 200,
  paperMoneySpreadBp: 400,
  minimumSpreadBp: 50,
  remittanceBankFeeCents: 0,
  paperMoneyDeliveryFeeCents: 0,
  // Design §4: quotes are valid for 5 minutes unless the correspondent says otherwise.
  quoteValiditySeconds: 300,
  remittanceProvider: 'SANDBOX',
};

/** The banknotes one merchant (agent) sells of one currency. */
export interface MerchantCurrency {
  /** Bounds, minor units. */
  limits: AmountLimits;
  /** Note values, major units. */
  multiples: number[];
}

/** Everything one correspondent prices with. */
export interface TenantPricing {
  correspondentId: number;
  switches: PricingSwitches;
  settings: PricingSettingsRow;
  /** Bounds per remittance currency, minor units; a currency without a row has none. */
  remittanceLimits: ReadonlyMap<CurrencyCode, AmountLimits>;
  /** Per merchant id (the agent's id as text), the currencies it sells. */
  merchants: ReadonlyMap<string, ReadonlyMap<CurrencyCode, MerchantCurrency>>;
}

/** Cached reads of pricing data. */
export interface PricingCatalogue {
  /** Every tax rule. */
  taxRules(): Promise<readonly TaxRule[]>;
  /** A correspondent's pricing; CORRESPONDENT_NOT_FOUND when there is no such correspondent. */
  tenant(correspondentId: number): Promise<TenantPricing>;
  /** Forgets everything cached. */
  clear(): void;
  /**
   * Sandbox helper: sets a correspondent's quote validity and forgets what is cached, so the next
   * quote uses it. CORRESPONDENT_NOT_FOUND for an unknown identifier.
   */
  setQuoteValidity(identifier: string, seconds: number): Promise<void>;
}

/** Dependencies of {@link createPricingCatalogue}. */
export interface PricingCatalogueDeps {
  db: Kysely<Database>;
  clock?: Clock;
  ttlMs?: number;
}

function limitsOf(min: number, max: number | undefined): AmountLimits {
  return max === undefined ? { min } : { min, max };
}

/** Creates the catalogue. */
export function createPricingCatalogue({
  db,
  clock,
  ttlMs = PRICING_CACHE_TTL_MS,
}: PricingCatalogueDeps): PricingCatalogue {
  const pricing = createPricingRepository(db);
  const taxRules = createTaxRuleRepository(db);
  const now = cacheNow(clock);
  const rulesCache = createReadThroughCache<'all', readonly TaxRule[]>({
    max: 1,
    ttlMs,
    load: () => taxRules.listAll(),
    now,
  });
  const tenants = createReadThroughCache<number, TenantPricing>({
    max: TENANTS_CACHED,
    ttlMs,
    now,
    async load(correspondentId) {
      const rows = await pricing.load(correspondentId);
      if (rows === undefined) throw new AppError('CORRESPONDENT_NOT_FOUND');
      const remittanceLimits = new Map<CurrencyCode, AmountLimits>();
      for (const row of rows.remittanceCurrencies) {
        if (isCurrencyCode(row.currency)) {
          remittanceLimits.set(row.currency, limitsOf(row.min, row.max));
        }
      }
      const merchants = new Map<string, Map<CurrencyCode, MerchantCurrency>>();
      for (const row of rows.banknotes) {
        if (!isCurrencyCode(row.currency)) continue;
        const key = String(row.agentId);
        const currencies = merchants.get(key) ?? new Map<CurrencyCode, MerchantCurrency>();
        currencies.set(row.currency, {
          limits: limitsOf(row.min, row.max),
          multiples: row.multiples,
        });
        merchants.set(key, currencies);
      }
      return {
        correspondentId,
        switches: rows.switches,
        settings: rows.settings ?? DEFAULT_PRICING_SETTINGS,
        remittanceLimits,
        merchants,
      };
    },
  });
  return {
    taxRules: () => rulesCache.forceFetch('all'),
    tenant: (correspondentId) => tenants.forceFetch(correspondentId),
    async setQuoteValidity(identifier, seconds) {
      if (!(await pricing.setQuoteValidity(identifier, seconds))) {
        throw new AppError('CORRESPONDENT_NOT_FOUND');
      }
      rulesCache.clear();
      tenants.clear();
    },
    clear() {
      rulesCache.clear();
      tenants.clear();
    },
  };
}
