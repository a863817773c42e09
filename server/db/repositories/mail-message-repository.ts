/**
 * SQL of `mail_messages`, the e-mail outbox (issue 13): business actions enqueue in their own
 * transaction, the outbox worker claims due rows under a lease and records each outcome, and the
 * sandbox mailbox reads what the sandbox transport delivered.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailMessagesTable } from '../schema';

/** A stored e-mail. */
export type MailMessageRow = Selectable<MailMessagesTable>;

/** Most messages one mailbox read answers. */
export const MAILBOX_PAGE_SIZE = 50;

/** An e-mail to queue. */
export interface NewMailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  locale: string | null;
}

/** Reads and writes the outbox. */
export interface MailMessageRepository {
  /** Queues `mail` as PENDING, due at `now`. */
  enqueue(mail: NewMailMessage, now: Date): Promise<void>;
  /**
   * Takes up to `limit` due PENDING rows whose lease is free, leasing them until `lockedUntil`
   * and counting the attempt, in one statement (`for update skip locked`): two workers never
   * take the same row, and no transaction stays open while the rows are sent.
   */
  claimDue(now: Date, lockedUntil: Date, limit: number): Promise<MailMessageRow[]>;
  /** Records a delivery through `via`; `clearBodies` drops the content once it left. */
  markSent(id: number, at: Date, via: string, clearBodies: boolean): Promise<void>;
  /** Records a failed attempt to be retried at `retryAt`. */
  markRetry(id: number, error: string, retryAt: Date): Promise<void>;
  /** Records the last failed attempt: the row is given up. */
  markFailed(id: number, error: string, clearBodies: boolean): Promise<void>;
  /**
   * The newest {@link MAILBOX_PAGE_SIZE} messages the sandbox transport delivered to `to`
   * (compared lowercase), newest first.
   */
  listSandboxSentTo(to: string): Promise<MailMessageRow[]>;
}

/** An outbox repository over `db` (or a transaction). */
export function createMailMessageRepository(db: Kysely<Database>): MailMessageRepository {
  return {
    async enqueue(mail, now) {
      await db
        .insertInto('mail_messages')
        .values({
          to_address: mail.to.trim().toLowerCase(),
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          kind: mail.kind,
          locale: mail.locale,
          next_attempt_at: now,
        })
        .execute();
    },

    async claimDue(now, lockedUntil, limit) {
      // A CTE rather than `id in (select … limit)`: the planner may run such a subquery more
      // than once, taking more rows than `limit` (a known PostgreSQL pitfall).
      return db
        .with('due', (w) =>
          w
            .selectFrom('mail_messages')
            .select('id')
            .where('status', '=', 'PENDING')
            .where('next_attempt_at', '<=', now)
            .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .updateTable('mail_messages')
        .from('due')
        .set((eb) => ({
          locked_until: lockedUntil,
          attempts: eb('mail_messages.attempts', '+', 1),
        }))
        .whereRef('mail_messages.id', '=', 'due.id')
        .returningAll('mail_messages')
        .execute();
    },

    async markSent(id, at, via, clearBodies) {
      await db
        .updateTable('mail_messages')
        .set({
          status: 'SENT',
          sent_at: at,
          sent_via: via,
          locked_until: null,
          last_error: null,
          ...(clearBodies ? { text_body: '', html_body: '' } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async markRetry(id, error, retryAt) {
      await db
        .updateTable('mail_messages')
        .set({ last_error: error, next_attempt_at: retryAt, locked_until: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id, error, clearBodies) {
      await db
        .updateTable('mail_messages')
        .set({
          status: 'FAILED',
          last_error: error,
          locked_until: null,
          ...(clearBodies ? { text_body: '', html_body: '' } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async listSandboxSentTo(to) {
      return db
        .selectFrom('mail_messages')
        .selectAll()
        .where('to_address', '=', to.trim().toLowerCase())
        .where('status', '=', 'SENT')
        .where('sent_via', '=', 'sandbox')
        .orderBy('id', 'desc')
        .limit(MAILBOX_PAGE_SIZE)
        .execute();
    },
  };
}
