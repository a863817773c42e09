/**
 * Discount coupons (spec operations §1, §3.7): a code is valid for a correspondent when it is
 * active and not past its `valid_until`; otherwise 'Invalid coupon!'. Codes are matched without
 * regard to case. A correspondent's coupons are cached briefly, like the rest of its pricing data.
 * @module
 */
import type { Kysely } from 'kysely';
import type { CouponValidation } from '../../../src/contracts/quotations';
import type { CouponDiscount } from '../../../src/domain/pricing/quote';
import { basisPointsToPercentage } from '../../../src/domain/tax/basis-points';
import { createCouponRepository } from '../../db/repositories/coupon-repository';
import type { CouponRow, Database } from '../../db/schema';
import { PRICING_CACHE_TTL_MS, TENANTS_CACHED } from './pricing-catalogue';
import { AppError } from '../../errors/app-error';
import { systemClock, type Clock } from '../clock';
import { cacheNow, createReadThroughCache } from '../read-through-cache';

/** A coupon accepted for a quote. */
export interface ValidCoupon {
  /** The discount as the pricing rules take it. */
  discount: CouponDiscount;
  /** A percentage coupon's ceiling, BRL cents; absent when it has none. */
  maxDiscountCents?: number;
}

/** Coupon use cases. */
export interface CouponService {
  /** The coupon `code` of the correspondent, valid at `at`; INVALID_COUPON otherwise. */
  validate(correspondentId: number, code: string, at: Date): Promise<ValidCoupon>;
  /** The answer of `/v2/exchanges/coupons/validate/{code}`. */
  describe(coupon: ValidCoupon): CouponValidation;
}

/** Dependencies of {@link createCouponService}. */
export interface CouponServiceDeps {
  db: Kysely<Database>;
  clock?: Clock;
  ttlMs?: number;
}

function toValidCoupon(row: CouponRow): ValidCoupon | undefined {
  if (row.discount_kind === 'AMOUNT' && row.amount_cents !== null) {
    return { discount: { type: 'AMOUNT', code: row.code, cents: row.amount_cents } };
  }
  if (row.discount_kind === 'PERCENTAGE' && row.basis_points !== null) {
    return {
      discount: { type: 'PERCENTAGE', code: row.code, basisPoints: row.basis_points },
      ...(row.max_discount_cents === null ? {} : { maxDiscountCents: row.max_discount_cents }),
    };
  }
  return undefined;
}

/** Creates the coupon service. */
export function createCouponService({
  db,
  clock = systemClock,
  ttlMs = PRICING_CACHE_TTL_MS,
}: CouponServiceDeps): CouponService {
  const coupons = createCouponRepository(db);
  const byCorrespondent = createReadThroughCache<number, ReadonlyMap<string, CouponRow>>({
    max: TENANTS_CACHED,
    ttlMs,
    now: cacheNow(clock),
    async load(correspondentId) {
      const rows = await coupons.listByCorrespondent(correspondentId);
      return new Map(rows.map((row) => [row.code.toUpperCase(), row]));
    },
  });

  return {
    async validate(correspondentId, code, at) {
      const row = (await byCorrespondent.forceFetch(correspondentId)).get(
        code.trim().toUpperCase(),
      );
      const expired = row?.valid_until != null && row.valid_until.getTime() < at.getTime();
      const valid = row && row.active && !expired ? toValidCoupon(row) : undefined;
      if (!valid) throw new AppError('INVALID_COUPON');
      return valid;
    },
    describe({ discount }) {
      return {
        code: discount.code,
        valid: true,
        kind: discount.type,
        total: {
          value: discount.type === 'AMOUNT' ? discount.cents : 0,
          divisor: 100,
          precision: 2,
          currency: 'BRL',
        },
        discount:
          discount.type === 'PERCENTAGE' ? basisPointsToPercentage(discount.basisPoints) : 0,
      };
    },
  };
}
