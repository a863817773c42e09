/**
 * SQL of the receiving banks (spec operations §2.5; issue 16): where a correspondent receives a
 * foreign payer's wire.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReceivingBanksTable } from '../schema';

/** A receiving bank row as read. */
export type ReceivingBankRow = Selectable<ReceivingBanksTable>;

/** Reads receiving banks. */
export interface ReceivingBankRepository {
  /** The correspondent's own receiving bank, else the platform's; undefined when neither exists. */
  findFor(correspondentId: number): Promise<ReceivingBankRow | undefined>;
}

/** A repository over `db` (a transaction or the pool). */
export function createReceivingBankRepository(db: Kysely<Database>): ReceivingBankRepository {
  return {
    async findFor(correspondentId) {
      return (
        db
          .selectFrom('receiving_banks')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb('correspondent_id', '=', correspondentId),
              eb('correspondent_id', 'is', null),
            ]),
          )
          // The correspondent's own first (nulls sort last in ascending order).
          .orderBy('correspondent_id')
          .limit(1)
          .executeTakeFirst()
      );
    },
  };
}
