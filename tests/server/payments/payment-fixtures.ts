/**
 * Operations written straight into the database for the payment and lifecycle suites (the
 * creation itself is tested in tests/server/remittances), and a clock tests move.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import type { Database } from '../../../server/db/schema';

/** A clock that starts now and moves only when told. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });

/** The stored quote's figures the detail reads (EUR 1,000.00). */
function fixtureQuotation(totalBrlCents: number) {
  return {
    type: 'REMITTANCE_OUTBOUND',
    purposeCode: 'MAINTENANCE',
    currency: {
      code: 'EUR',
      amount: { value: 100_000, divisor: 100, precision: 2, currency: 'EUR' },
      offer: { value: 63_000, divisor: 10_000, precision: 4, currency: 'BRL' },
      offerUSD: { value: 110_000, divisor: 100, precision: 2, currency: 'USD' },
      levelingRate: { value: 62_069, divisor: 10_000, precision: 4, currency: 'BRL' },
      spreadPercentage: 1.5,
    },
    total: { withTax: brl(totalBrlCents) },
    tax: { iof: { total: brl(2_310), percentage: 1.1 }, bankFee: { total: brl(5_000) } },
    // What every stored quote carries (the detail's rate breakdown reads them; issue 19).
    deliveryFee: { total: brl(0) },
    discounts: { coupon: { total: brl(0) } },
    vet: { value: 65_432, divisor: 10_000, precision: 4, currency: 'BRL' },
  };
}

/** What an inserted operation looks like. */
export interface OperationFixture {
  userId: number;
  correspondentId?: number;
  status?: string;
  paymentMethod?: string;
  createdAt: Date;
  totalBrlCents?: number;
  reservedUsdCents?: number;
  limitPeriod?: string | null;
  /** Paid operations: when paid and when the lifecycle looks next. */
  paidAt?: Date;
  nextTransitionAt?: Date | null;
}

/** Inserts an operation (as the creation would: deadline and schedule when awaiting payment). */
export async function insertOperation(
  db: Kysely<Database>,
  fixture: OperationFixture,
): Promise<number> {
  const status = fixture.status ?? 'AWAITING_PAYMENT';
  const deadline =
    status === 'AWAITING_PAYMENT'
      ? new Date(fixture.createdAt.getTime() + PIX_QR_VALIDITY_MS)
      : null;
  const row = await db
    .insertInto('remittances')
    .values({
      user_id: fixture.userId,
      correspondent_id: fixture.correspondentId ?? 1,
      // One operation per quote (a unique index): each fixture stands for its own quote.
      quote_id: `fixture-quote-${randomUUID()}`,
      kind: 'OUTBOUND',
      status,
      purpose_code: 'MAINTENANCE',
      currency: 'EUR',
      foreign_amount_minor: 100_000,
      total_brl_cents: fixture.totalBrlCents ?? 654_321,
      usd_cents: 110_000,
      reserved_usd_cents: fixture.reservedUsdCents ?? 0,
      limit_period: fixture.limitPeriod ?? null,
      payment_method: fixture.paymentMethod ?? 'DYNAMIC_PIX',
      purpose_data: JSON.stringify({ type: 'MAINTENANCE', description: 'Family' }),
      documents: JSON.stringify([]),
      quotation: JSON.stringify(fixtureQuotation(fixture.totalBrlCents ?? 654_321)),
      created_at: fixture.createdAt,
      updated_at: fixture.createdAt,
      payment_expires_at: deadline,
      paid_at: fixture.paidAt ?? null,
      next_transition_at:
        fixture.nextTransitionAt !== undefined ? fixture.nextTransitionAt : deadline,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('remittance_events')
    .values({ remittance_id: row.id, status, at: fixture.createdAt })
    .execute();
  return row.id;
}

/** The statuses an operation went through, oldest first. */
export async function eventsOf(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('remittance_events')
    .select('status')
    .where('remittance_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}

/** The operation's row. */
export function operationRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('remittances').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
