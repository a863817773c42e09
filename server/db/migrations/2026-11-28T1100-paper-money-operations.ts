/**
 * Migration: paper-money operations (buying foreign banknotes; spec operations §1 "Paper money",
 * §3.19, §4.1, §9.3; issue 17).
 *
 * Decision: a paper-money purchase is a row of `remittances` of kind PAPER_MONEY, so everything
 * an operation already has (payment data, the sandbox pay helper, the lifecycle job, idempotency
 * keys, the timeline, the operational-limit reservation) works on it unchanged. What it adds:
 * - the kind check admits PAPER_MONEY (the column check was created unnamed, so PostgreSQL and
 *   PGlite both named it `remittances_kind_check`);
 * - `purpose_code` becomes nullable (banknotes have no purpose);
 * - `delivery` (JSON: the kind, the address as one line, the agent, the receiver), the
 *   `expected_delivery_date` set at payment (shipment and shop), and an ATM withdrawal's
 *   `withdrawal_code` with its `withdrawal_available_until`;
 * - `pricing_settings.paper_money_delivery_fee_cents`: the correspondent's home-delivery fee,
 *   BRL cents (0 by default; the sandbox seed sets R$ 29,90).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Widens `remittances` for paper money and adds the delivery fee setting. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table remittances drop constraint remittances_kind_check`.execute(db);
  await sql`alter table remittances add constraint remittances_kind_check
    check (kind in ('OUTBOUND', 'INBOUND', 'PAPER_MONEY'))`.execute(db);
  await sql`alter table remittances alter column purpose_code drop not null`.execute(db);
  await db.schema
    .alterTable('remittances')
    .addColumn('delivery', 'jsonb')
    .addColumn('expected_delivery_date', 'date')
    .addColumn('withdrawal_code', 'text')
    .addColumn('withdrawal_available_until', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('pricing_settings')
    .addColumn('paper_money_delivery_fee_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`paper_money_delivery_fee_cents >= 0`),
    )
    .execute();
}
