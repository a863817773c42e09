/**
 * The SQL of charging an inbound payment link (issue 16): the operation locked by its link, the
 * charges attempted on it, and their outcome.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database, InboundChargesTable, RemittanceRow } from '../schema';

/** A charge's status. */
export type ChargeStatus = InboundChargesTable['status'];

/** A repository over `db` (the caller's transaction). */
export function createInboundChargeRepository(db: Kysely<Database>) {
  return {
    /**
     * The correspondent's inbound operation whose link is `token`, locked `for update`: every
     * payer of one link queues here, so their checks and claims happen one at a time.
     */
    async lockByLinkToken(
      correspondentId: number,
      token: string,
    ): Promise<RemittanceRow | undefined> {
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('link_token', '=', token)
        .where('correspondent_id', '=', correspondentId)
        .where('kind', '=', 'INBOUND')
        .forUpdate()
        .executeTakeFirst();
    },

    /** The operation's charges by status: how many failed, and the live one if any. */
    async chargesOf(remittanceId: number): Promise<{ failed: number; live?: ChargeStatus }> {
      const rows = await db
        .selectFrom('inbound_charges')
        .select('status')
        .where('remittance_id', '=', remittanceId)
        .execute();
      const live = rows.find((row) => row.status !== 'FAILED')?.status;
      return {
        failed: rows.filter((row) => row.status === 'FAILED').length,
        ...(live === undefined ? {} : { live }),
      };
    },

    /** Records a charge about to be asked of the provider (PENDING); its id. */
    async insertPending(remittanceId: number, payer: unknown, now: Date): Promise<number> {
      const row = await db
        .insertInto('inbound_charges')
        .values({
          remittance_id: remittanceId,
          status: 'PENDING',
          payer: JSON.stringify(payer),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Withdraws charge `id` while still PENDING: the provider refused to take it at all (a token
     * it does not know), so it was no attempt and holds the link no longer.
     */
    async withdrawPending(id: number): Promise<void> {
      await db
        .deleteFrom('inbound_charges')
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .execute();
    },

    /** Records the provider's answer of charge `id`. */
    async settle(
      id: number,
      change: { status: ChargeStatus; code: string | null; settlesAt: Date | null; now: Date },
    ): Promise<void> {
      await db
        .updateTable('inbound_charges')
        .set({
          status: change.status,
          code: change.code,
          settles_at: change.settlesAt,
          updated_at: change.now,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
