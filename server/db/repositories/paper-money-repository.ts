/**
 * The SQL of paper-money purchases (issue 17) that the remittance repository does not already
 * hold: what a purchase checks (the correspondent's switches, the customer's saved address, the
 * correspondent's agent that delivers notes) and the caller's purchases (rows of `remittances`
 * of kind PAPER_MONEY). The key, the limit, the insert and the timeline are the remittance
 * repository's (`remittance-repository.ts`), shared on purpose.
 * @module
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AddressesTable, AgentRow, Database, RemittanceRow } from '../schema';

/** The correspondent's switches a purchase needs (spec operations §6.4). */
export interface PaperMoneySwitches {
  active: boolean;
  isPaperMoneyActive: boolean;
  creditCardLinkAvailable: boolean;
  dynamicPixAvailable: boolean;
  picpayAvailable: boolean;
  tedAvailable: boolean;
}

/** Filters of the caller's paper-money history (spec §3.23), resolved to columns. */
export interface PaperMoneyListFilter {
  status?: string;
  currency?: string;
  deliveryMethod?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** The repository over `db` (a transaction for the purchase's steps). */
export function createPaperMoneyRepository(db: Kysely<Database>) {
  return {
    /** The correspondent's switches; undefined for no such correspondent. */
    async switchesOf(correspondentId: number): Promise<PaperMoneySwitches | undefined> {
      const row = await db
        .selectFrom('correspondents')
        .select([
          'active',
          'is_paper_money_active',
          'credit_card_link_available',
          'dynamic_pix_available',
          'picpay_available',
          'ted_available',
        ])
        .where('id', '=', correspondentId)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            active: row.active,
            isPaperMoneyActive: row.is_paper_money_active,
            creditCardLinkAvailable: row.credit_card_link_available,
            dynamicPixAvailable: row.dynamic_pix_available,
            picpayAvailable: row.picpay_available,
            tedAvailable: row.ted_available,
          };
    },

    /** The user's own saved address `id`. */
    async findOwnAddress(
      userId: number,
      id: number,
    ): Promise<Selectable<AddressesTable> | undefined> {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The correspondent's agent `id` that delivers paper money. */
    async findDeliveringAgent(correspondentId: number, id: number): Promise<AgentRow | undefined> {
      return db
        .selectFrom('agents')
        .selectAll()
        .where('id', '=', id)
        .where('correspondent_id', '=', correspondentId)
        .where('delivers_paper_money', '=', true)
        .executeTakeFirst();
    },

    /** The agent `id`, whatever it delivers now (an operation's detail names it as it was). */
    async findAgent(id: number): Promise<AgentRow | undefined> {
      return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The user's paper-money purchase `id` with the correspondent `correspondentId`, with its
     * expected delivery day as `YYYY-MM-DD` text (a `date` is read as a local-midnight Date by
     * the driver, which a time zone would shift).
     */
    async findOwn(
      userId: number,
      correspondentId: number,
      id: number,
    ): Promise<(RemittanceRow & { expected_delivery_day: string | null }) | undefined> {
      return db
        .selectFrom('remittances')
        .selectAll()
        .select(
          sql<string | null>`to_char(expected_delivery_date, 'YYYY-MM-DD')`.as(
            'expected_delivery_day',
          ),
        )
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId)
        .where('kind', '=', 'PAPER_MONEY')
        .executeTakeFirst();
    },

    /** A page of the user's purchases with a correspondent, newest first, and how many match. */
    async page(
      userId: number,
      correspondentId: number,
      filter: PaperMoneyListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: RemittanceRow[] }> {
      let base = db
        .selectFrom('remittances')
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId)
        .where('kind', '=', 'PAPER_MONEY');
      if (filter.status) base = base.where('status', '=', filter.status);
      if (filter.currency) base = base.where('currency', '=', filter.currency);
      if (filter.deliveryMethod) {
        base = base.where(sql<string>`delivery->>'type'`, '=', filter.deliveryMethod);
      }
      if (filter.from) base = base.where('created_at', '>=', filter.from);
      if (filter.until) base = base.where('created_at', '<', filter.until);
      const [count, rows] = await Promise.all([
        base
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return { total: Number(count.total), rows };
    },
  };
}

/** The repository's type. */
export type PaperMoneyRepository = ReturnType<typeof createPaperMoneyRepository>;
