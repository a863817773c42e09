/**
 * The SQL of remittance operations: the steps of a creation (the idempotency key, the customer,
 * the limit under a row lock, the insert), the caller's operations and their timeline.
 * @module
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, RemittanceRow, RemittancesTable } from '../schema';

/** Who is creating: what the creation checks of the caller. */
export interface RemittanceCustomer {
  id: number;
  name: string;
  cpf: string | null;
  cnpj: string | null;
  person_type: string;
  registration_status: string;
}

/** A claimed or already used `Idempotency-Key`. */
export type KeyClaim =
  { claimed: true } | { claimed: false; requestHash: string; remittanceId: number | null };

/** The customer's current operational limit, locked for the transaction. */
export interface LockedLimit {
  period: string;
  limitUsdCents: number;
  usedUsdCents: number;
}

/** Filters of the caller's list (spec §3.23), already resolved to columns. */
export interface RemittanceListFilter {
  kind?: 'OUTBOUND' | 'INBOUND';
  purposeCode?: string;
  status?: string;
  currency?: string;
  country?: string;
  /** Filters on columns a remittance never has (network operations): match nothing. */
  impossible?: boolean;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** One row of the caller's list. */
export interface RemittanceListRow {
  id: number;
  status: string;
  currency: string;
  foreign_amount_minor: string | number | bigint;
  created_at: Date;
  /** Where the money goes: the beneficiary's address country, or the own account's bank's. */
  country: string | null;
}

/** PostgreSQL's unique-violation code (the one quote, one operation rule). */
const UNIQUE_VIOLATION = '23505';

/** Whether an error is the unique violation of `remittances_quote_id_unique`. */
export function isQuoteAlreadyUsed(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return (
    code === UNIQUE_VIOLATION &&
    (constraint === 'remittances_quote_id_unique' ||
      (message ?? '').includes('remittances_quote_id_unique'))
  );
}

/** The repository over `db` (a transaction for the creation's steps). */
export function createRemittanceRepository(db: Kysely<Database>) {
  return {
    /** The caller as the creation checks them; undefined for a user that no longer exists. */
    async findCustomer(userId: number): Promise<RemittanceCustomer | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'cpf', 'cnpj', 'person_type', 'registration_status'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Claims `key` for the user. On PostgreSQL a concurrent claim of the same key waits on the
     * unique index until the first transaction ends, then sees its row.
     */
    async claimKey(userId: number, key: string, requestHash: string): Promise<KeyClaim> {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: requestHash })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed !== undefined) return { claimed: true };
      const previous = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'remittance_id'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return {
        claimed: false,
        requestHash: previous.request_hash,
        remittanceId: previous.remittance_id,
      };
    },

    /** Records what the key made. */
    async linkKey(userId: number, key: string, remittanceId: number): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ remittance_id: remittanceId })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    /** Whether an operation was already created from the quote `quoteId`. */
    async isQuoteUsed(quoteId: string): Promise<boolean> {
      const row = await db
        .selectFrom('remittances')
        .select('id')
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The customer's current limit, read `for update`: the row lock serialises concurrent
     * checkouts of one customer. Undefined when the customer has none.
     */
    async lockLimit(userId: number): Promise<LockedLimit | undefined> {
      const row = await db
        .selectFrom('operational_limits')
        .select(['period', 'limit_usd_cents', 'used_usd_cents'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('period')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            period: row.period,
            limitUsdCents: Number(row.limit_usd_cents),
            usedUsdCents: Number(row.used_usd_cents),
          };
    },

    /** Sets the limit's used amount (after {@link lockLimit}). */
    async setLimitUsed(userId: number, period: string, used: number, now: Date): Promise<void> {
      await db
        .updateTable('operational_limits')
        .set({ used_usd_cents: used, updated_at: now })
        .where('user_id', '=', userId)
        .where('period', '=', period)
        .execute();
    },

    /** Inserts the operation and its first timeline event. */
    async insert(values: Insertable<RemittancesTable>): Promise<RemittanceRow> {
      const row = await db
        .insertInto('remittances')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('remittance_events')
        .values({ remittance_id: row.id, status: row.status, at: row.created_at })
        .execute();
      return row;
    },

    /** The operation `id`. */
    async findById(id: number): Promise<RemittanceRow | undefined> {
      return db.selectFrom('remittances').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user's operation `id` of `kind`, made with the correspondent `correspondentId`. */
    async findOwn(
      userId: number,
      correspondentId: number,
      id: number,
      kind: 'OUTBOUND' | 'INBOUND',
    ): Promise<RemittanceRow | undefined> {
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    /**
     * The inbound operation of the correspondent whose payment link is `token`, with the name of
     * the customer who receives (the only thing of them the payer sees).
     */
    async findByLinkToken(
      correspondentId: number,
      token: string,
    ): Promise<(RemittanceRow & { customer_name: string }) | undefined> {
      return db
        .selectFrom('remittances')
        .innerJoin('users', 'users.id', 'remittances.user_id')
        .selectAll('remittances')
        .select('users.name as customer_name')
        .where('remittances.link_token', '=', token)
        .where('remittances.correspondent_id', '=', correspondentId)
        .where('remittances.kind', '=', 'INBOUND')
        .executeTakeFirst();
    },

    /** The beneficiary and account an operation pays, and the customer's name (its detail). */
    async detailParties(row: RemittanceRow) {
      const [beneficiary, account, customer] = await Promise.all([
        row.beneficiary_id === null
          ? undefined
          : db
              .selectFrom('beneficiaries')
              .selectAll()
              .where('id', '=', row.beneficiary_id)
              .executeTakeFirst(),
        row.account_id === null
          ? undefined
          : db
              .selectFrom('bank_accounts')
              .selectAll()
              .where('id', '=', row.account_id)
              .executeTakeFirst(),
        db
          .selectFrom('users')
          .select('name')
          .where('id', '=', row.user_id)
          .executeTakeFirstOrThrow(),
      ]);
      return { beneficiary, account, customerName: customer.name };
    },

    /** The operation's timeline, oldest first. */
    async events(remittanceId: number): Promise<{ status: string; at: Date }[]> {
      return db
        .selectFrom('remittance_events')
        .select(['status', 'at'])
        .where('remittance_id', '=', remittanceId)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /** A page of the user's operations with a correspondent, newest first, and how many match. */
    async page(
      userId: number,
      correspondentId: number,
      filter: RemittanceListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: RemittanceListRow[] }> {
      // As the detail's beneficiaryCountry: a beneficiary's address country, or, paid to one of
      // the customer's own accounts, that account's bank country.
      const country = sql<string | null>`case when remittances.beneficiary_id is null
        then bank_accounts.details->>'bankCountry'
        else beneficiaries.details->'address'->>'country' end`;
      let base = db
        .selectFrom('remittances')
        .leftJoin('beneficiaries', 'beneficiaries.id', 'remittances.beneficiary_id')
        .leftJoin('bank_accounts', 'bank_accounts.id', 'remittances.account_id')
        .where('remittances.user_id', '=', userId)
        .where('remittances.correspondent_id', '=', correspondentId)
        // Paper-money purchases share the table (issue 17) but have their own history.
        .where('remittances.kind', 'in', filter.kind ? [filter.kind] : ['OUTBOUND', 'INBOUND']);
      if (filter.purposeCode) {
        base = base.where('remittances.purpose_code', '=', filter.purposeCode);
      }
      if (filter.status) base = base.where('remittances.status', '=', filter.status);
      if (filter.currency) base = base.where('remittances.currency', '=', filter.currency);
      if (filter.country) {
        base = base.where(country, '=', filter.country);
      }
      if (filter.impossible) base = base.where(sql<boolean>`false`);
      if (filter.from) base = base.where('remittances.created_at', '>=', filter.from);
      if (filter.until) base = base.where('remittances.created_at', '<', filter.until);
      const [count, rows] = await Promise.all([
        base
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
        base
          .select([
            'remittances.id',
            'remittances.status',
            'remittances.currency',
            'remittances.foreign_amount_minor',
            'remittances.created_at',
            country.as('country'),
          ])
          .orderBy('remittances.created_at', 'desc')
          .orderBy('remittances.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return { total: Number(count.total), rows };
    },
  };
}

/** The repository's type. */
export type RemittanceRepository = ReturnType<typeof createRemittanceRepository>;
