/**
 * Quotations (spec operations §3.1, §5.1, §7.2, §9; issue 13): prices a remittance or a
 * paper-money quote with the pure rules of `src/domain/pricing`, from the rates provider's
 * snapshot and the correspondent's cached settings, and answers the wire quotation whose `id` is
 * a signed token of what it commits to (`quote-token.ts`). Nothing is written: any process
 * verifies the token at the checkout, and the operation stores the snapshot it was created from
 * (docs/api.md "Quotations").
 * @module
 */
import { toWireQuoteSnapshot } from '../../../src/domain/pricing/wire-quotation';
import { rateFiguresOf, type RateFigures } from '../../../src/domain/pricing/rate-breakdown';
import { readOwnQuote } from './quote-verification';
import { deliveryFeeFor, type DeliveryMethod } from '../../../src/domain/paper-money/delivery';
import { randomBytes } from 'node:crypto';
import type { PaperMoneyQuotation, RemittanceQuotation } from '../../../src/contracts/quotations';
import { DEBIT_CARD_LIMIT_USD_CENTS } from '../../../src/domain/operations/inbound-payment';
import { SANDBOX_MILES_RATES } from '../../../src/domain/loyalty/miles';
import type { AmountLimits } from '../../../src/domain/pricing/clamp';
import {
  checkCurrencyAvailable,
  fromHundredths,
  type CurrencyCode,
} from '../../../src/domain/pricing/currencies';
import {
  isPurposeAllowed,
  type PersonType,
  type PurposeCode,
  type RemittanceDirection,
} from '../../../src/domain/pricing/purpose-codes';
import {
  priceQuotation,
  type QuotationInput,
  type QuotationKind,
} from '../../../src/domain/pricing/quote';
import {
  quoteSnapshotOf,
  type InboundPaymentMethod,
  type SnapshotMeta,
} from '../../../src/domain/pricing/quote-snapshot';
import {
  toWirePaperMoneyQuotation,
  toWireRemittanceQuotation,
} from '../../../src/domain/pricing/wire-quotation';
import { taxRuleFor, type TaxRule } from '../../../src/domain/tax/tax-table';
import { AppError } from '../../errors/app-error';
import type { RatesProvider, RatesSnapshot } from '../../providers/rates/rates-provider';
import { systemClock, type Clock } from '../clock';
import type { CouponService, ValidCoupon } from './coupon-service';
import type { ManagerTokenService } from './manager-token-service';
import type { PricingCatalogue, TenantPricing } from './pricing-catalogue';
import type { QuoteTokens } from './quote-token';

/** Whether a typed code (a coupon) is there at all. */
function hasCode(code: string | undefined): code is string {
  return code !== undefined && code.trim() !== '';
}

/** What every quote request carries. */
interface QuoteRequestBase {
  /** The correspondent quoting. */
  correspondentId: number;
  /** The signed-in user, when there is one: the quote is then that customer's alone. */
  userId?: number | null;
  /** The foreign currency. */
  currency: CurrencyCode;
  /** Integer hundredths (value × 100): BRL when `reverse`, else the foreign currency. */
  value: number;
  /** Whether `value` is the BRL amount. */
  reverse: boolean;
  /** A coupon code, if typed. */
  coupon?: string;
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
  inboundPaymentMethod?: InboundPaymentMethod;
}

/** A paper-money quote request (`/v2/exchanges/paper-money/quotations/{merchantId}`). */
export interface PaperMoneyQuoteRequest extends QuoteRequestBase {
  /** The agent selling the notes. */
  merchantId: string;
  /** How the notes are delivered; absent: shipment (issue 17). */
  deliveryMethod?: DeliveryMethod;
}

/** Quotation use cases. */
export interface QuotationService {
  /** Prices and answers a remittance quote, its id the signed token of its snapshot. */
  quoteRemittance(request: RemittanceQuoteRequest): Promise<RemittanceQuotation>;
  /** Prices and answers a paper-money quote, its id the signed token of its snapshot. */
  quotePaperMoney(request: PaperMoneyQuoteRequest): Promise<PaperMoneyQuotation>;
  /**
   * The rate breakdown of a signed quotation the caller may use (of this correspondent, theirs
   * or made before signing in, unexpired): what the checkout summary shows (issue 19, item 3).
   * @throws AppError QUOTE_EXPIRED otherwise
   */
  figuresOf(request: { token: string; correspondentId: number; userId: number }): RateFigures;
}

/** Dependencies of {@link createQuotationService}. */
export interface QuotationServiceDeps {
  rates: RatesProvider;
  catalogue: PricingCatalogue;
  coupons: CouponService;
  /** Manager tokens of the admin variants. */
  managerTokens: ManagerTokenService;
  /** Signs each quote's snapshot into its id. */
  tokens: QuoteTokens;
  clock?: Clock;
}

/** A new quote's own id: 128 random bits. */
function newQuoteId(): string {
  return randomBytes(16).toString('base64url');
}

/** Creates the quotation service. */
export function createQuotationService({
  rates,
  catalogue,
  coupons,
  managerTokens,
  tokens,
  clock = systemClock,
}: QuotationServiceDeps): QuotationService {
  /**
   * The spread a quote is priced with: the correspondent's, or an administrator's `spreadMaster`.
   * Below the correspondent's minimum it needs a manager token in force; a token given is
   * checked whatever the spread, so a mistyped code is said at once: INVALID_MANAGER_TOKEN 'The
   * token entered is not valid!'. Without a token a spread below the minimum answers
   * SPREAD_BELOW_MINIMUM, the rule of spec operations §5.1 in its words ("a spread below the
   * minimum requires a validated manager token"): no token was typed (issue 19, item 8).
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
      throw new AppError('SPREAD_BELOW_MINIMUM');
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

  function expiry(at: Date, tenant: TenantPricing): Date {
    return new Date(at.getTime() + tenant.settings.quoteValiditySeconds * 1000);
  }

  function amountOf(request: QuoteRequestBase): number {
    return request.reverse ? request.value : fromHundredths(request.value, request.currency);
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

  /** The snapshot's part a request adds: who, where, when. */
  function metaOf(
    request: QuoteRequestBase,
    tenant: TenantPricing,
    at: Date,
  ): Omit<SnapshotMeta, 'merchantId' | 'inboundPaymentMethod'> {
    return {
      id: newQuoteId(),
      correspondentId: tenant.correspondentId,
      userId: request.userId ?? null,
      issuedAt: at,
      expiresAt: expiry(at, tenant),
    };
  }

  /** Prices and answers a remittance quote. */
  async function quoteRemittance(request: RemittanceQuoteRequest): Promise<RemittanceQuotation> {
    const at = clock();
    const tenant = await catalogue.tenant(request.correspondentId);
    refuseRemittance(request, tenant);
    const { switches, settings } = tenant;
    const spread = await spreadOf(request, tenant, settings.remittanceSpreadBp);
    const [snapshot, rules, coupon] = await Promise.all([
      snapshotAt(at),
      catalogue.taxRules(),
      couponOf(request.correspondentId, request.coupon, at),
    ]);
    const kind: QuotationKind =
      request.direction === 'INBOUND' ? 'REMITTANCE_INBOUND' : 'REMITTANCE_OUTBOUND';
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
        taxRule: taxRuleOf(rules, kind, at, request.purposeCode),
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
    const meta = metaOf(request, tenant, at);
    const id = tokens.sign(
      quoteSnapshotOf(priced, {
        ...meta,
        ...(request.inboundPaymentMethod === undefined
          ? {}
          : { inboundPaymentMethod: request.inboundPaymentMethod }),
      }),
    );
    return toWireRemittanceQuotation(priced, {
      id,
      expiresAt: meta.expiresAt,
      limits,
      provider: settings.remittanceProvider,
      admin: request.admin !== undefined,
    });
  }

  /** Prices and answers a paper-money quote of one merchant's notes. */
  async function quotePaperMoney(request: PaperMoneyQuoteRequest): Promise<PaperMoneyQuotation> {
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
    const deliveryMethod = request.deliveryMethod ?? 'shipment';
    const [snapshot, rules, coupon] = await Promise.all([
      snapshotAt(at),
      catalogue.taxRules(),
      couponOf(request.correspondentId, request.coupon, at),
    ]);
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
        // Home delivery costs the correspondent's fee; shop and ATM are free (spec §9.3).
        deliveryFee: deliveryFeeFor(deliveryMethod, settings.paperMoneyDeliveryFeeCents),
        taxRule: taxRuleOf(rules, 'PAPER_MONEY', at),
        limits: notes.limits,
        multiples: notes.multiples,
        ...(switches.activeSmiles ? { milesRates: SANDBOX_MILES_RATES } : {}),
      },
      coupon,
    );
    const meta = metaOf(request, tenant, at);
    const id = tokens.sign(
      quoteSnapshotOf(priced, { ...meta, merchantId: request.merchantId, deliveryMethod }),
    );
    return toWirePaperMoneyQuotation(priced, {
      id,
      expiresAt: meta.expiresAt,
      limits: notes.limits,
      merchantId: request.merchantId,
      admin: request.admin !== undefined,
      multiples: notes.multiples,
    });
  }

  function figuresOf(request: {
    token: string;
    correspondentId: number;
    userId: number;
  }): RateFigures {
    const snapshot = readOwnQuote(tokens, request.token, { ...request, now: clock() });
    return rateFiguresOf(toWireQuoteSnapshot(snapshot));
  }

  return { quoteRemittance, quotePaperMoney, figuresOf };
}
