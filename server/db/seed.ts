/**
 * Applies the sandbox seed once per database (design §3): the `seeds` table records it, so a
 * restart, a second process or a second call leaves the data as it is.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { SANDBOX_CORRESPONDENTS } from './seeds/sandbox-correspondents';
import { insertSandboxPricing, updateSandboxDeliveryFee } from './seeds/sandbox-pricing';
import { insertSandboxUsers } from './seeds/sandbox-users';
import { insertSandboxOperator } from './seeds/sandbox-operator';
import { insertSandboxInvitationRecord } from './seeds/sandbox-invitation';
import { insertSandboxManagerTokens } from './seeds/sandbox-manager-tokens';
import { insertSandboxPaymentReceivers } from './seeds/sandbox-payment-receivers';
import { insertSandboxReceivingBanks } from './seeds/sandbox-receiving-banks';
import { insertSandboxCapitalLimits } from './seeds/sandbox-capital-limits';
import { createPasswordHasher } from '../services/auth/password-hasher';

/** Name under which the sandbox seed is recorded in `seeds`. */
export const SANDBOX_SEED_NAME = '2026-11-23-sandbox-correspondents';

/** Name under which the sandbox pricing seed (settings, bounds, banknotes, coupons) is recorded. */
export const SANDBOX_PRICING_SEED_NAME = '2026-11-23-sandbox-pricing';

/** Name under which the sandbox users (log-ins printed by `npm start`) are recorded. */
export const SANDBOX_USERS_SEED_NAME = '2026-11-23-sandbox-users';

/** Name under which the record known without access (the invitation demo) is recorded. */
export const SANDBOX_INVITATION_SEED_NAME = '2026-11-23-sandbox-invitation';

/** Name under which the sandbox manager token (printed by `npm start`) is recorded. */
export const SANDBOX_MANAGER_TOKENS_SEED_NAME = '2026-11-23-sandbox-manager-tokens';

/** Name under which the sandbox payment receivers (PIX key, TED account) are recorded. */
export const SANDBOX_PAYMENT_RECEIVERS_SEED_NAME = '2026-11-23-sandbox-payment-receivers';

/** The sandbox paper-money delivery fee's seed (issue 17). */
export const SANDBOX_DELIVERY_FEE_SEED_NAME = '2026-11-28-sandbox-delivery-fee';

/** The sandbox operator of the console (issue 20). */
export const SANDBOX_OPERATOR_SEED_NAME = '2026-11-30-sandbox-operator';

/** The sandbox receiving banks' seed (issue 16). */
export const SANDBOX_RECEIVING_BANKS_SEED_NAME = '2026-11-27-sandbox-receiving-banks';

/** The sandbox company's capital limit's seed (issue 20). */
export const SANDBOX_CAPITAL_LIMITS_SEED_NAME = '2026-11-30-sandbox-capital-limits';

/**
 * Seeds the sandbox correspondents and agents, then their pricing data; `true` if this call
 * applied the correspondents. The pricing data is recorded under a name of its own, so a database
 * seeded before it existed receives it on the next start.
 */
export async function applySandboxSeed(db: Kysely<Database>): Promise<boolean> {
  const applied = await applyCorrespondentsSeed(db);
  await applyPricingSeed(db);
  await applyDeliveryFeeSeed(db);
  await applyUsersSeed(db);
  await applyInvitationSeed(db);
  await applyManagerTokensSeed(db);
  await applyPaymentReceiversSeed(db);
  await applyReceivingBanksSeed(db);
  await applyCapitalLimitsSeed(db);
  await applyOperatorSeed(db);
  return applied;
}

// Its own seed name, so a data folder seeded before companies had a capital limit gets it on the
// next start; it names the sandbox company, so the users seed runs first.
async function applyCapitalLimitsSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_CAPITAL_LIMITS_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxCapitalLimits(trx);
  });
}

// Its own seed name, so a data folder seeded before the console existed gets the operator on the
// next start; it serves `demo`, so the correspondents seed runs first.
async function applyOperatorSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_OPERATOR_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxOperator(trx, createPasswordHasher());
  });
}

// Its own seed name, so a data folder seeded before the bank path existed gets the receiving
// banks on the next start; they link to demo and aurora, so the correspondents seed runs first.
async function applyReceivingBanksSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_RECEIVING_BANKS_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxReceivingBanks(trx);
  });
}

// Its own seed name, so a data folder seeded before payments existed gets the receivers on the
// next start; aurora's links to its correspondent, so the correspondents seed runs first.
async function applyPaymentReceiversSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_PAYMENT_RECEIVERS_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxPaymentReceivers(trx);
  });
}

// Its own seed name, so a data folder seeded before manager tokens existed gets the code on the
// next start; it belongs to demo and aurora, so the correspondents seed runs first.
async function applyManagerTokensSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_MANAGER_TOKENS_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxManagerTokens(trx);
  });
}

// Its own seed name, so a data folder seeded before registration existed gets the record on the
// next start; it links to `demo`, so the correspondents seed runs first.
async function applyInvitationSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_INVITATION_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxInvitationRecord(trx);
  });
}

// Its own seed name, so a data folder seeded before the identity issue gets the users on the
// next start; they link to `demo`, so the correspondents seed runs first.
async function applyUsersSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_USERS_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxUsers(trx, createPasswordHasher());
  });
}

// Its own seed name, so a data folder seeded before paper-money purchases gets the fee on the
// next start; it updates the pricing rows, so the pricing seed runs first.
async function applyDeliveryFeeSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_DELIVERY_FEE_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await updateSandboxDeliveryFee(trx);
  });
}

async function applyPricingSeed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_PRICING_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed !== undefined) await insertSandboxPricing(trx);
  });
}

async function applyCorrespondentsSeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The insert doubles as the lock: a concurrent seeder waits on the primary key, then
    // finds the row and does nothing.
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SANDBOX_SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed === undefined) return false;

    for (const { correspondent, agents } of SANDBOX_CORRESPONDENTS) {
      await trx.insertInto('correspondents').values(correspondent).execute();
      if (agents.length > 0) {
        await trx
          .insertInto('agents')
          .values(agents.map((agent) => ({ ...agent, correspondent_id: correspondent.id })))
          .execute();
      }
    }
    // Seeded ids were explicit; move the identity past them so later inserts do not collide.
    await sql`select setval(pg_get_serial_sequence('correspondents', 'id'),
      (select max(id) from correspondents))`.execute(trx);
    return true;
  });
}
