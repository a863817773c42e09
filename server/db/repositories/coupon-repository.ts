/**
 * SQL of the discount coupons (spec operations §3.7).
 * @module
 */
import type { Kysely } from 'kysely';
import type { CouponRow, Database } from '../schema';

/** Reads coupons. */
export interface CouponRepository {
  /** Every coupon of a correspondent, active or not (the service decides which are valid). */
  listByCorrespondent(correspondentId: number): Promise<CouponRow[]>;
}

/** Creates the repository over a database (or a transaction). */
export function createCouponRepository(db: Kysely<Database>): CouponRepository {
  return {
    listByCorrespondent: (correspondentId) =>
      db
        .selectFrom('coupons')
        .selectAll()
        .where('correspondent_id', '=', correspondentId)
        .execute(),
  };
}
