/**
 * Migration: paying an operation and its lifecycle (spec operations §2.5, §4.1, §4.6, §7.4;
 * design §4; issue 5 "Operation and payment (server)").
 *
 * On `remittances`:
 * - `payment_expires_at`: the payment deadline (created + 30 minutes, the PIX QR code's validity)
 *   of an operation created awaiting payment;
 * - `payment_reference`: the operation's own payment reference, unique: the txid its BR Code
 *   carries (62-05) and the wallet provider's reference; issued with the first payment data;
 * - `paid_at`: when the payment was received;
 * - `next_transition_at`: the lifecycle job's schedule, in the database so it survives a
 *   restart and is shared by every process (the job takes due rows `for update skip locked`).
 *   Awaiting payment: the payment deadline (cancel); PAYMENT_APPROVED / PROCESSING: the next
 *   step; null: nothing to do.
 *
 * `payment_receivers`: where customers pay (the PIX key and the bank account for TED), per
 * correspondent, or the platform's own (correspondent_id null) for every correspondent without
 * one. The sandbox seed writes the platform's sandbox receiver; production writes its own.
 *
 * Operations already awaiting payment get their deadline from their creation time.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds the payment columns and `payment_receivers`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remittances')
    .addColumn('payment_expires_at', 'timestamptz')
    .addColumn('payment_reference', 'text', (col) => col.unique())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('next_transition_at', 'timestamptz')
    .execute();
  await sql`
    update remittances
       set payment_expires_at = created_at + interval '30 minutes',
           next_transition_at = created_at + interval '30 minutes'
     where status = 'AWAITING_PAYMENT'
  `.execute(db);
  // Only rows with work to do are indexed: the job's poll reads this index alone.
  await sql`
    create index remittances_next_transition
        on remittances (next_transition_at)
     where next_transition_at is not null
  `.execute(db);

  await db.schema
    .createTable('payment_receivers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Null: the platform's receiver, for correspondents without their own.
    .addColumn('correspondent_id', 'integer', (col) =>
      col.references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('pix_key', 'text', (col) => col.notNull())
    .addColumn('pix_key_type', 'text', (col) => col.notNull())
    // The name and city the payer's bank app shows (BR Code 59 and 60).
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_city', 'text', (col) => col.notNull())
    // The holder's CNPJ.
    .addColumn('holder_document', 'text', (col) => col.notNull())
    .addColumn('bank_code', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('branch', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('account_type', 'text', (col) =>
      col.notNull().check(sql`account_type in ('ch', 'sa')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One receiver per correspondent, and one platform receiver.
  await sql`
    create unique index payment_receivers_one_per_correspondent
        on payment_receivers (coalesce(correspondent_id, 0))
  `.execute(db);
}
