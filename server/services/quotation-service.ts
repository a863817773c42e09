/**
 * Quotations (spec operations §3.1, §5.1, §7.2, §9; issue 4): prices a remittance or a
 * paper-money quote with the pure rules of `src/domain/pricing`, from the rates provider's
 * snapshot and the correspondent's cached settings, hands it to the quote writer (stored a few
 * milliseconds later in a multi-row insert shared with the quotes around it, see
 * `quote-writer.ts`: a warm quote makes no database round trip before its answer) and answers
 * the wire quotation with its id, expiry and VET.
 * @module
 */
import fastJson from 'fast-json-stringify';
import type { Kysely } from 'kysely';
import type { PaperMoneyQuotation, RemittanceQuotation } from '../../src/contracts/quotations';
import { SANDBOX_MILES_RATES } from '../../src/domain/loyalty/miles';
import type { AmountLimits } from '../../src/domain/pricing/clamp';
import {
  checkCurrencyAvailable,
  fromHundredths,
  type CurrencyCode,
} from '../../src/domain/pricing/currencies';
import {
  isPurposeAllowed,
  type PersonType,
  type PurposeCode,
  type RemittanceDirection,
} from '../../src/domain/pricing/purpose-codes';
import {
  priceQuotation,
  type PricedQuotation,
  type QuotationInput,
  type QuotationKind,
} from '../../src/domain/pricing/quote';
import {
  toWirePaperMoneyQuotation,
  toWireRemittanceQuotation,
} from '../../src/domain/pricing/wire-quotation';
import { taxRuleFor, type TaxRule } from '../../src/domain/tax/tax-table';
import {
  createQuotationRepository,
  type QuotePricing,
} from '../db/repositories/quotation-repository';
import type { Database } from '../db/schema';
import type { RatesProvider, RatesSnapshot } from '../providers/rates/rates-provider';
import type { CouponService, ValidCoupon } from './coupon-service';
import { createManagerTokenService, type ManagerTokenService } from './manager-token-service';
import type { PricingCatalogue, TenantPricing } from './pricing-catalogue';
import { AppError } from '../errors/app-error';
import { createQuoteWriter, type QuoteWriter } from './quote-writer';
import { systemClock, type Clock } from './clock';

/**
 * The JSON text of a quote's inputs, as stored for the audit. fast-json-stringify (Fastify's own
 * serialiser) compiles the known shape: about three times faster than `JSON.stringify` on this
 * object (0.3 against 0.9 µs, measured), once per quote on the hottest route. A property it was
 * not told of is still written, as `JSON.stringify` would (`additionalProperties`), and an
 * absent optional one is left out.
 */
const inputsJson = fastJson({
  type: 'object',
  properties: {
    correspondentId: { type: 'integer' },
    userId: { type: 'integer', nullable: true },
    direction: { type: 'string' },
    merchantId: { type: 'string' },
    reverse: { type: 'boolean' },
    currency: { type: 'string' },
    value: { type: 'integer' },
    purposeCode: { type: 'string' },
    coupon: { type: 'string' },
    previousId: { type: 'string' },
    personType: { type: 'string' },
    inboundPaymentMethod: { type: 'string' },
  },
  additionalProperties: true,
});

/**
 * The ISO 8601 text of an instant, remembered for the last one asked: the quotes of one
 * millisecond share their expiry, and `toISOString` costs about 1 µs.
 */
function lastIsoText(): (date: Date) => string {
  let lastTime = Number.NaN;
  let lastText = '';
  return (date) => {
    const time = date.getTime();
    if (time !== lastTime) {
      lastText = date.toISOString();
      lastTime = time;
    }
    return lastText;
  };
}

/** Debit-card inbound operations stop at USD 6,300 (spec operations §9.1), in USD cents. */
export const DEBIT_CARD_LIMIT_USD_CENTS = 630_000;

/** Most remembered pricings per correspondent and tax rule (see {@link PricingMemo}). */
export const PRICINGS_REMEMBERED = 500;

/**
 * A quote's answer without `id` and `expiresAt` and what priced it, as the quote writer stores
 * them (one {@link QuotePricing} per pricing, shared by the quotes priced alike).
 */
interface SharedPricing<Rest> extends QuotePricing {
  /** The wire answer without `id` and `expiresAt` (frozen: shared by every answer). */
  rest: Rest;
  /** The audit's pricing part (rates, tax rule, spread, bank fee). */
  tail: Record<string, unknown>;
}

/** A remittance answer without its own `id` and `expiresAt`. */
type RemittanceRest = Omit<RemittanceQuotation, 'id' | 'expiresAt'>;

/** A paper-money answer without its own `id` and `expiresAt`. */
type PaperMoneyRest = Omit<PaperMoneyQuotation, 'id' | 'expiresAt'>;

/** One remembered remittance pricing: everything of its answer and audit but id and expiry. */
interface RememberedPricing extends SharedPricing<RemittanceRest> {
  /** The offer in USD cents (the debit-card limit). */
  offerUsd: number;
}

/**
 * The pricings of one correspondent's settings (its cached {@link TenantPricing}) under one rates
 * snapshot and one set of tax rules: a remittance priced again from the very same inputs gives
 * the very same figures, so a repeated quote (the simulator asks again as the customer types or
 * waits) skips the pricing and its serialisation and only gets its own id and expiry. A new
 * snapshot (the rates move every minute), new settings or new rules (the catalogue reloads them)
 * are new objects, which start an empty memo.
 */
interface PricingMemo {
  snapshot: RatesSnapshot;
  rules: readonly TaxRule[];
  byRule: Map<TaxRule, Map<string, RememberedPricing>>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A quote's answer and pricing apart: `result` without `id` and `expiresAt`, and its JSON text
 * (the same text `JSON.stringify(result)` makes after the two, which lead every answer).
 */
function sharedPricing<Q extends { id: string; expiresAt: string }>(
  result: Q,
  tail: Record<string, unknown>,
): SharedPricing<Omit<Q, 'id' | 'expiresAt'>> {
  const { id: _id, expiresAt: _expiresAt, ...rest } = result;
  return {
    rest: deepFreeze(rest),
    answerJson: JSON.stringify(rest),
    tail: deepFreeze(tail),
    auditJson: JSON.stringify(tail),
  };
}

/**
 * A quote as priced and stored: its own id and expiry, and its pricing (shared by the quotes
 * priced alike). Its answer is made from them: the JSON text for the route ({@link answerJson}),
 * the object for other callers ({@link answerObject}).
 */
interface PricedQuote<Rest> {
  readonly id: string;
  /** ISO 8601. */
  readonly expiresAt: string;
  readonly pricing: SharedPricing<Rest>;
}

/** The answer's JSON text: `id` and `expiresAt`, then the pricing's answer (the text stored). */
function answerJson(quote: PricedQuote<unknown>): string {
  const { answerJson: rest } = quote.pricing;
  const head = `{"id":${JSON.stringify(quote.id)},"expiresAt":"${quote.expiresAt}"`;
  return rest === '{}' ? `${head}}` : `${head},${rest.slice(1)}`;
}

/** The answer as an object (the same as `JSON.parse(answerJson(quote))`). */
function answerObject<Rest extends object>(
  quote: PricedQuote<Rest>,
): Rest & { id: string; expiresAt: string } {
  return { id: quote.id, expiresAt: quote.expiresAt, ...quote.pricing.rest };
}

/** Whether a typed code (a coupon) is there at all. */
function hasCode(code: string | undefined): code is string {
  return code !== undefined && code.trim() !== '';
}

/** What every quote request carries. */
interface QuoteRequestBase {
  /** The correspondent quoting. */
  correspondentId: number;
  /** The signed-in user, when there is one (null until the identity issue lands). */
  userId?: number | null;
  /** The foreign currency. */
  currency: CurrencyCode;
  /** Integer hundredths (value × 100): BRL when `reverse`, else the foreign currency. */
  value: number;
  /** Whether `value` is the BRL amount. */
  reverse: boolean;
  /** A coupon code, if typed. */
  coupon?: string;
  /** The quote this one refreshes, for the audit trail. */
  previousId?: string;
  /** Present on the admin variants (the `admin/` routes) only. */
  admin?: AdminQuoteOptions;
}

/**
 * What an administrator may add to a quote (spec operations §2.3 "Admin simulator control",
 * §5.1 "Admin spread", §6.5): their own spread, below the correspondent's minimum only with a
 * manager token in force. The answer then carries profitability, spread and spread with discount.
 */
export interface AdminQuoteOptions {
  /** The signed-in administrator (manager-token failures are counted per administrator). */
  userId: number;
  /** `spreadMaster` in basis points; absent or 0: the correspondent's spread (spec §9.5). */
  spreadBasisPoints?: number;
  /** `bypassLimitToken`: the manager token; checked whenever given. */
  bypassLimitToken?: string;
}

/** A remittance quote request (`/v2/exchanges/remittance/{type}[/reverse]`). */
export interface RemittanceQuoteRequest extends QuoteRequestBase {
  direction: RemittanceDirection;
  purposeCode: PurposeCode;
  personType?: PersonType;
  inboundPaymentMethod?: 'DEBIT_CARD' | 'DEBIT_CARD_LINK' | 'BANK_PATH';
}

/** A paper-money quote request (`/v2/exchanges/paper-money/quotations/{merchantId}`). */
export interface PaperMoneyQuoteRequest extends QuoteRequestBase {
  /** The agent selling the notes. */
  merchantId: string;
}

/** Quotation use cases. */
export interface QuotationService {
  /** Prices, stores and answers a remittance quote. */
  quoteRemittance(request: RemittanceQuoteRequest): Promise<RemittanceQuotation>;
  /**
   * The same, answered as its JSON text (the text stored, made once per pricing): what the route
   * sends. With everything at hand (see `quoteRemittance`) it answers at once, without a promise;
   * a refusal is then thrown.
   */
  quoteRemittanceJson(request: RemittanceQuoteRequest): string | Promise<string>;
  /** Prices, stores and answers a paper-money quote. */
  quotePaperMoney(request: PaperMoneyQuoteRequest): Promise<PaperMoneyQuotation>;
  /** The same, answered as its JSON text. */
  quotePaperMoneyJson(request: PaperMoneyQuoteRequest): Promise<string>;
}

/** Dependencies of {@link createQuotationService}. */
export interface QuotationServiceDeps {
  db: Kysely<Database>;
  rates: RatesProvider;
  catalogue: PricingCatalogue;
  coupons: CouponService;
  /** Manager tokens of the admin variants (default: checked against this database). */
  managerTokens?: ManagerTokenService;
  clock?: Clock;
  /**
   * Where quotes go (default: a writer of its own over this database). The app passes the one
   * its close hook flushes and the checkout's lookup waits on.
   */
  quotes?: QuoteWriter;
}

/** Creates the quotation service. */
export function createQuotationService({
  db,
  rates,
  catalogue,
  coupons,
  clock = systemClock,
  managerTokens = createManagerTokenService({ db, clock }),
  quotes = createQuoteWriter(createQuotationRepository(db)),
}: QuotationServiceDeps): QuotationService {
  /**
   * The spread a quote is priced with: the correspondent's, or an administrator's `spreadMaster`.
   * Below the correspondent's minimum it needs a manager token in force; a token given is
   * checked whatever the spread, so a mistyped code is said at once. Both failures answer
   * INVALID_MANAGER_TOKEN 'The token entered is not valid!' (spec operations §5.1).
   */
  async function spreadOf(
    request: QuoteRequestBase,
    tenant: TenantPricing,
    standard: number,
  ): Promise<number> {
    const { admin } = request;
    if (!admin) return standard;
    const spread = admin.spreadBasisPoints ? admin.spreadBasisPoints : standard;
    const token = admin.bypassLimitToken?.trim();
    if (token) {
      await managerTokens.assertValid({
        correspondentId: tenant.correspondentId,
        userId: admin.userId,
        token,
      });
    } else if (spread < tenant.settings.minimumSpreadBp) {
      throw new AppError('INVALID_MANAGER_TOKEN');
    }
    return spread;
  }

  async function snapshotAt(at: Date): Promise<RatesSnapshot> {
    try {
      return await rates.midRates(at);
    } catch (error) {
      throw new AppError('RATES_UNAVAILABLE', { cause: error });
    }
  }

  function midOf(snapshot: RatesSnapshot, currency: CurrencyCode): number {
    const mid = snapshot.rates[currency];
    if (mid === undefined) throw new AppError('CURRENCY_NOT_AVAILABLE', { params: [currency] });
    return mid;
  }

  function taxRuleOf(
    rules: readonly TaxRule[],
    kind: QuotationKind,
    at: Date,
    purposeCode?: PurposeCode,
  ): TaxRule {
    const rule = taxRuleFor(rules, { kind, at, ...(purposeCode ? { purposeCode } : {}) });
    if (!rule) throw new AppError('TAX_RULE_NOT_FOUND');
    return rule;
  }

  async function couponOf(
    correspondentId: number,
    code: string | undefined,
    at: Date,
  ): Promise<ValidCoupon | undefined> {
    if (!hasCode(code)) return undefined;
    return coupons.validate(correspondentId, code, at);
  }

  /**
   * Prices, applying a percentage coupon's ceiling: when the percentage gives more than the
   * ceiling, the quote is priced again with the ceiling as a fixed amount (the domain's coupon has
   * no ceiling of its own, and a second pricing keeps the reverse search exact).
   */
  function price(input: Omit<QuotationInput, 'coupon'>, coupon: ValidCoupon | undefined) {
    const first = priceQuotation({ ...input, ...(coupon ? { coupon: coupon.discount } : {}) });
    if (!first.ok) throw new AppError(first.error.code, { params: first.error.params });
    const cap = coupon?.maxDiscountCents;
    if (cap === undefined || first.value.discount <= cap || !coupon) return first.value;
    const capped = priceQuotation({
      ...input,
      coupon: { type: 'AMOUNT', code: coupon.discount.code, cents: cap },
    });
    if (!capped.ok) throw new AppError(capped.error.code, { params: capped.error.params });
    return capped.value;
  }

  /**
   * Queues the quote for the writer (its id must come from `quotes.newId()` in this same turn).
   */
  function store<Rest>(
    tenant: TenantPricing,
    request: QuoteRequestBase,
    kind: QuotationKind,
    at: Date,
    id: string,
    expiresAt: Date,
    pricing: SharedPricing<Rest>,
  ): PricedQuote<Rest> {
    quotes.write({
      id,
      correspondentId: tenant.correspondentId,
      userId: request.userId ?? null,
      kind,
      pricing,
      inputsJson: inputsJson(request.admin === undefined ? request : auditInputs(request)),
      expiresAt,
      createdAt: at,
    });
    return { id, expiresAt: isoText(expiresAt), pricing };
  }

  const isoText = lastIsoText();

  function expiry(at: Date, tenant: TenantPricing): Date {
    return new Date(at.getTime() + tenant.settings.quoteValiditySeconds * 1000);
  }

  function amountOf(request: QuoteRequestBase): number {
    return request.reverse ? request.value : fromHundredths(request.value, request.currency);
  }

  /** The audit's inputs: the request, with only whether a manager token was used. */
  function auditInputs(request: QuoteRequestBase): Record<string, unknown> {
    // The manager token itself is never stored: only that one was used.
    const { admin, ...inputs } = request;
    return {
      ...inputs,
      ...(admin
        ? {
            admin: {
              userId: admin.userId,
              spreadBasisPoints: admin.spreadBasisPoints ?? 0,
              managerToken: Boolean(admin.bypassLimitToken?.trim()),
            },
          }
        : {}),
    };
  }

  /** The audit's pricing part: rates, tax rule and `extra` (spread, fee). */
  function auditTail(
    snapshot: RatesSnapshot,
    rule: TaxRule,
    priced: PricedQuotation,
    extra: Record<string, unknown>,
  ): Record<string, unknown> {
    return {
      rates: {
        source: snapshot.source,
        referenceDate: snapshot.referenceDate,
        mid: priced.levelingRate,
        usdMid: snapshot.rates.USD,
      },
      // The rule by its key in `tax_rules` and its rates (its legal basis is there too).
      taxRule: {
        kind: rule.kind,
        ...(rule.purposeCode ? { purposeCode: rule.purposeCode } : {}),
        effectiveFrom: rule.effectiveFrom,
        iofBasisPoints: rule.iofBasisPoints,
        irBasisPoints: rule.irBasisPoints,
      },
      ...extra,
    };
  }

  /** Remembered pricings of each correspondent's cached settings (see {@link PricingMemo}). */
  const memos = new WeakMap<TenantPricing, PricingMemo>();

  /** The pricings remembered for this tenant, snapshot, rules and rule (reset when they change). */
  function memoOf(
    tenant: TenantPricing,
    snapshot: RatesSnapshot,
    rules: readonly TaxRule[],
    rule: TaxRule,
  ): Map<string, RememberedPricing> {
    let memo = memos.get(tenant);
    if (memo === undefined || memo.snapshot !== snapshot || memo.rules !== rules) {
      memo = { snapshot, rules, byRule: new Map() };
      memos.set(tenant, memo);
    }
    let byKey = memo.byRule.get(rule);
    if (byKey === undefined) {
      byKey = new Map();
      memo.byRule.set(rule, byKey);
    }
    return byKey;
  }

  /**
   * Refuses what no remittance quote may be (spec operations §1, §6.3, §8.2, §9.2), before any
   * other work: the correspondent's switches, a company receiving money, a purpose or a currency
   * not available in that direction.
   */
  function refuseRemittance(request: RemittanceQuoteRequest, tenant: TenantPricing): void {
    const { switches } = tenant;
    // Companies may only send money abroad (spec operations §1, §6.3).
    const companyInbound = request.personType === 'LEGAL' && request.direction === 'INBOUND';
    if (!switches.active || !switches.isRemittanceActive || companyInbound) {
      throw new AppError('OPERATION_NOT_AVAILABLE');
    }
    if (!isPurposeAllowed(request.purposeCode, request.direction)) {
      throw new AppError('PURPOSE_NOT_AVAILABLE', { params: ['purposeCode'] });
    }
    const unavailable = checkCurrencyAvailable(
      request.currency,
      request.purposeCode,
      request.direction,
    );
    if (unavailable) throw new AppError(unavailable.code, { params: unavailable.params });
  }

  /** A remittance quote whose settings, rules, rates or coupon must be waited for. */
  async function quoteRemittanceLoading(
    request: RemittanceQuoteRequest,
    at: Date,
  ): Promise<PricedQuote<RemittanceRest>> {
    const tenant = await catalogue.tenant(request.correspondentId);
    refuseRemittance(request, tenant);
    const spread = await spreadOf(request, tenant, tenant.settings.remittanceSpreadBp);
    const [snapshot, rules, coupon] = await Promise.all([
      snapshotAt(at),
      catalogue.taxRules(),
      couponOf(request.correspondentId, request.coupon, at),
    ]);
    return priceRemittance(request, at, tenant, spread, snapshot, rules, coupon);
  }

  /**
   * Prices, stores and answers a remittance quote from what it needs, already at hand: a
   * repeated quote reuses its remembered pricing (see {@link PricingMemo}).
   */
  function priceRemittance(
    request: RemittanceQuoteRequest,
    at: Date,
    tenant: TenantPricing,
    spread: number,
    snapshot: RatesSnapshot,
    rules: readonly TaxRule[],
    coupon: ValidCoupon | undefined,
  ): PricedQuote<RemittanceRest> {
    const { switches, settings } = tenant;
    const kind: QuotationKind =
      request.direction === 'INBOUND' ? 'REMITTANCE_INBOUND' : 'REMITTANCE_OUTBOUND';
    const rule = taxRuleOf(rules, kind, at, request.purposeCode);
    // Only the plain quote is remembered: an admin's spread or a coupon price afresh.
    const memo =
      request.admin === undefined && coupon === undefined
        ? memoOf(tenant, snapshot, rules, rule)
        : undefined;
    const key = `${kind}|${request.currency}|${request.value}|${request.reverse}|${request.purposeCode}`;
    const remembered = memo?.get(key);
    if (remembered !== undefined) {
      if (
        request.inboundPaymentMethod === 'DEBIT_CARD' &&
        remembered.offerUsd > DEBIT_CARD_LIMIT_USD_CENTS
      ) {
        throw new AppError('MAXIMUM_VALUE_EXCEEDED');
      }
      return store(tenant, request, kind, at, quotes.newId(), expiry(at, tenant), remembered);
    }
    const limits: AmountLimits = tenant.remittanceLimits.get(request.currency) ?? { min: 0 };
    const priced = price(
      {
        kind,
        currency: request.currency,
        purposeCode: request.purposeCode,
        reverse: request.reverse,
        amount: amountOf(request),
        midRate: midOf(snapshot, request.currency),
        usdMidRate: midOf(snapshot, 'USD'),
        spreadBasisPoints: spread,
        bankFee: settings.remittanceBankFeeCents,
        taxRule: rule,
        limits,
        ...(switches.activeSmiles ? { milesRates: SANDBOX_MILES_RATES } : {}),
      },
      coupon,
    );
    if (
      request.inboundPaymentMethod === 'DEBIT_CARD' &&
      priced.offerUsd > DEBIT_CARD_LIMIT_USD_CENTS
    ) {
      throw new AppError('MAXIMUM_VALUE_EXCEEDED');
    }

    const id = quotes.newId();
    const expiresAt = expiry(at, tenant);
    const result = toWireRemittanceQuotation(priced, {
      id,
      expiresAt,
      limits,
      provider: settings.remittanceProvider,
      admin: request.admin !== undefined,
    });
    const tail = auditTail(snapshot, rule, priced, {
      spreadBasisPoints: spread,
      bankFeeCents: settings.remittanceBankFeeCents,
    });
    // The very object remembered is the one stored: the quotes that repeat it share it.
    const pricing: RememberedPricing = {
      ...sharedPricing(result, tail),
      offerUsd: priced.offerUsd,
    };
    if (memo !== undefined) {
      if (memo.size >= PRICINGS_REMEMBERED) memo.clear();
      memo.set(key, pricing);
    }
    return store(tenant, request, kind, at, id, expiresAt, pricing);
  }

  /**
   * A remittance quote; the usual one (no coupon, no admin) with everything at hand (the
   * correspondent's cached settings, the tax rules, the rates of the moment) is priced at once,
   * without a promise, and a refusal is thrown.
   */
  function remittanceQuote(
    request: RemittanceQuoteRequest,
  ): PricedQuote<RemittanceRest> | Promise<PricedQuote<RemittanceRest>> {
    const at = clock();
    if (request.admin === undefined && !hasCode(request.coupon)) {
      const cached = catalogue.peek(request.correspondentId);
      const snapshot = cached === undefined ? undefined : rates.peekMidRates?.(at);
      if (cached !== undefined && snapshot !== undefined) {
        refuseRemittance(request, cached.tenant);
        const { tenant, rules } = cached;
        const spread = tenant.settings.remittanceSpreadBp;
        return priceRemittance(request, at, tenant, spread, snapshot, rules, undefined);
      }
    }
    return quoteRemittanceLoading(request, at);
  }

  /** A paper-money quote of one merchant's notes. */
  async function paperMoneyQuote(
    request: PaperMoneyQuoteRequest,
  ): Promise<PricedQuote<PaperMoneyRest>> {
    const at = clock();
    const tenant = await catalogue.tenant(request.correspondentId);
    const { switches, settings } = tenant;
    if (!switches.active || !switches.isPaperMoneyActive) {
      throw new AppError('OPERATION_NOT_AVAILABLE');
    }
    const merchant = tenant.merchants.get(request.merchantId);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    const notes = merchant.get(request.currency);
    if (!notes) throw new AppError('CURRENCY_NOT_AVAILABLE', { params: [request.currency] });
    const spread = await spreadOf(request, tenant, settings.paperMoneySpreadBp);

    const [snapshot, rules, coupon] = await Promise.all([
      snapshotAt(at),
      catalogue.taxRules(),
      couponOf(request.correspondentId, request.coupon, at),
    ]);
    const rule = taxRuleOf(rules, 'PAPER_MONEY', at);
    const priced = price(
      {
        kind: 'PAPER_MONEY',
        currency: request.currency,
        reverse: request.reverse,
        amount: amountOf(request),
        midRate: midOf(snapshot, request.currency),
        usdMidRate: midOf(snapshot, 'USD'),
        spreadBasisPoints: spread,
        bankFee: 0,
        taxRule: rule,
        limits: notes.limits,
        multiples: notes.multiples,
        ...(switches.activeSmiles ? { milesRates: SANDBOX_MILES_RATES } : {}),
      },
      coupon,
    );

    const id = quotes.newId();
    const expiresAt = expiry(at, tenant);
    const result = toWirePaperMoneyQuotation(priced, {
      id,
      expiresAt,
      limits: notes.limits,
      merchantId: request.merchantId,
      admin: request.admin !== undefined,
      multiples: notes.multiples,
    });
    const tail = auditTail(snapshot, rule, priced, { spreadBasisPoints: spread });
    const pricing = sharedPricing(result, tail);
    return store(tenant, request, 'PAPER_MONEY', at, id, expiresAt, pricing);
  }

  return {
    quoteRemittanceJson(request) {
      const quote = remittanceQuote(request);
      return quote instanceof Promise ? quote.then(answerJson) : answerJson(quote);
    },
    async quoteRemittance(request) {
      return answerObject(await remittanceQuote(request));
    },
    async quotePaperMoneyJson(request) {
      return answerJson(await paperMoneyQuote(request));
    },
    async quotePaperMoney(request) {
      return answerObject(await paperMoneyQuote(request));
    },
  };
}
