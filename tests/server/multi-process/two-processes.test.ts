/**
 * Issue 13's proof (design §3): N API processes share one PostgreSQL and keep nothing in memory
 * that correctness needs, so two real processes on one database behave as one. Two processes
 * cannot share PGlite, so the suite runs only with `DATABASE_URL` (as CI's `test:server` does).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createQuoteTokens } from '../../../server/services/quotations/quote-token';
import { cpfOf } from '../customers/customer-fixtures';
import { startApiProcess, type ApiProcess, type HttpAnswer } from './api-processes';
import {
  createOn,
  creationBody,
  quoteOn,
  setUpCustomer,
  type RemittanceCustomer,
} from './remittance-customer';
import { createSharedSchema, type SharedSchema } from './shared-schema';

const databaseUrl = process.env.DATABASE_URL;

/** The one quotation key of every process (`QUOTE_SIGNING_KEYS` must be equal everywhere). */
const QUOTE_KEY = { id: 'mp', secret: randomBytes(24).toString('hex') };
const quoteTokens = createQuoteTokens([QUOTE_KEY]);

/** The id of the quote a token carries. */
function quoteIdOf(token: string): string {
  const snapshot = quoteTokens.read(token);
  if (snapshot === undefined) throw new Error('not a quotation of the suite key');
  return snapshot.id;
}

/** An operation's id from a creation's answer. */
function idOf(answer: HttpAnswer): number {
  return (answer.body as { id: number }).id;
}

describe.skipIf(databaseUrl === undefined)('two API processes on one PostgreSQL', () => {
  let schema: SharedSchema;
  let dataRoot: string;
  const started: ApiProcess[] = [];
  let a: ApiProcess;
  let b: ApiProcess;

  /**
   * Starts an API process on the shared schema. Each gets its own DATA_DIR, as a process on
   * another machine would: the keys come from the environment, the same for all.
   */
  async function startProcess(name: string): Promise<ApiProcess> {
    if (databaseUrl === undefined) throw new Error('DATABASE_URL is required');
    const api = await startApiProcess(name, {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema.name,
      DATA_DIR: join(dataRoot, name),
      FX_MODE: 'sandbox',
      QUOTE_SIGNING_KEYS: `${QUOTE_KEY.id}:${QUOTE_KEY.secret}`,
      UPLOAD_SIGNING_SECRET: 'the-upload-secret-every-process-shares',
      LIFECYCLE_STEP_SECONDS: '1',
      LIFECYCLE_POLL_MS: '200',
    });
    started.push(api);
    return api;
  }

  /** Reads the remittance rows `ids` from the shared database. */
  function remittances(ids: number[]) {
    return schema.db.selectFrom('remittances').selectAll().where('id', 'in', ids).execute();
  }

  /** The statuses of each operation's timeline, in the order they were written. */
  async function timelines(ids: number[]): Promise<Map<number, string[]>> {
    const events = await schema.db
      .selectFrom('remittance_events')
      .select(['remittance_id', 'status'])
      .where('remittance_id', 'in', ids)
      .orderBy('id')
      .execute();
    const byOperation = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const event of events) byOperation.get(event.remittance_id)?.push(event.status);
    return byOperation;
  }

  /** The customer's operational limit: what is used, and the sum their operations reserve. */
  async function limitOf(customer: RemittanceCustomer) {
    const limit = await schema.db
      .selectFrom('operational_limits')
      .select('used_usd_cents')
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    const reserved = await schema.db
      .selectFrom('remittances')
      .select((eb) => eb.fn.sum<string | number | null>('reserved_usd_cents').as('total'))
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    return { used: Number(limit.used_usd_cents), reserved: Number(reserved.total ?? 0) };
  }

  beforeAll(async () => {
    if (databaseUrl === undefined) return;
    schema = await createSharedSchema(databaseUrl);
    dataRoot = mkdtempSync(join(tmpdir(), 'fx-multi-process-'));
    // One after the other: A migrates and seeds; B then finds both done.
    a = await startProcess('A');
    b = await startProcess('B');
  }, 90_000);

  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await schema?.drop();
    if (dataRoot !== undefined) rmSync(dataRoot, { recursive: true, force: true });
  }, 30_000);

  describe('a checkout on either process', () => {
    let customer: RemittanceCustomer;
    beforeAll(async () => {
      customer = await setUpCustomer(schema.db, a, {
        email: 'mp-cotacao@demo.test',
        cpf: cpfOf('741852963'),
        name: 'Cliente da cotação',
      });
    });

    test('a quote made on A is checked out on B at once', async () => {
      const quotationId = await quoteOn(a, customer);
      const created = await createOn(
        b,
        customer,
        creationBody(customer, quotationId),
        randomUUID(),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ status: { key: 'AWAITING_PAYMENT' } });
      const [row] = await remittances([idOf(created)]);
      expect(row?.quote_id).toBe(quoteIdOf(quotationId));
    });

    test('and a quote made on B is checked out on A', async () => {
      const quotationId = await quoteOn(b, customer);
      const created = await createOn(
        a,
        customer,
        creationBody(customer, quotationId),
        randomUUID(),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    });

    test('one quote sent to A and B at once under two keys makes one operation', async () => {
      const body = creationBody(customer, await quoteOn(a, customer));
      const answers = await Promise.all(
        [a, b].map((api) => createOn(api, customer, body, randomUUID())),
      );
      const sorted = [...answers].sort((x, y) => x.status - y.status);
      expect(sorted.map((answer) => answer.status)).toEqual([201, 422]);
      expect(sorted[1]?.body).toMatchObject({ code: 'QUOTE_EXPIRED' });
      const rows = await schema.db
        .selectFrom('remittances')
        .select('id')
        .where('quote_id', '=', quoteIdOf(body.quotationId))
        .execute();
      expect(rows).toHaveLength(1);
    });

    test('one creation sent to A and B at once under one key makes one operation; the other answer replays it', async () => {
      const body = creationBody(customer, await quoteOn(b, customer));
      const key = randomUUID();
      const answers = await Promise.all([a, b].map((api) => createOn(api, customer, body, key)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(new Set(answers.map(idOf)).size).toBe(1);
      const replayed = answers.map((answer) => answer.headers.get('idempotent-replayed'));
      expect(replayed.sort()).toEqual([null, 'true'].sort());
    });
  });

  describe('the lifecycle workers of both processes share the schedule', () => {
    const OPERATIONS = 10;
    let customer: RemittanceCustomer;
    beforeAll(async () => {
      customer = await setUpCustomer(schema.db, b, {
        email: 'mp-ciclo@demo.test',
        cpf: cpfOf('963852741'),
        name: 'Cliente do ciclo',
      });
    });

    test('each paid operation moves through its lifecycle exactly once with both workers running', async () => {
      const ids: number[] = [];
      for (let i = 0; i < OPERATIONS; i += 1) {
        const api = i % 2 === 0 ? a : b;
        const body = creationBody(customer, await quoteOn(api, customer));
        const created = await createOn(api, customer, body, randomUUID());
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids.push(idOf(created));
      }

      // Each operation is paid on both processes at the same moment (half of them asked of A
      // first, half of B): one takes the payment, the other answers the same receipt.
      const payments = await Promise.all(
        ids.map((id, i) => {
          const pair = i % 2 === 0 ? [a, b] : [b, a];
          return Promise.all(
            pair.map((api) =>
              api.request(`/api/sandbox/operations/${id}/pay`, {
                method: 'POST',
                headers: customer.headers,
              }),
            ),
          );
        }),
      );
      for (const answers of payments) {
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const changed = answers.filter((answer) => (answer.body as { changed: boolean }).changed);
        expect(changed).toHaveLength(1);
      }

      // Steps of 1 s, polls of 200 ms: COMPLETED about 2 s after payment.
      await vi.waitFor(
        async () => {
          const rows = await remittances(ids);
          expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'COMPLETED'));
        },
        { timeout: 30_000, interval: 250 },
      );
      const byOperation = await timelines(ids);
      for (const id of ids) {
        expect({ id, timeline: byOperation.get(id) }).toEqual({
          id,
          timeline: ['AWAITING_PAYMENT', 'PAYMENT_APPROVED', 'PROCESSING', 'COMPLETED'],
        });
      }
      expect([a.alive(), b.alive()], `${a.stderr()}\n${b.stderr()}`).toEqual([true, true]);
    }, 60_000);
  });

  describe('a process killed in the middle of creations', () => {
    const CREATIONS = 30;
    /** The process is killed when this many creations have been answered 201. */
    const KILL_AFTER = 5;
    let customer: RemittanceCustomer;
    let victim: ApiProcess;
    beforeAll(async () => {
      // The process killed is a third one, so A and B stay up for the suites after this one.
      victim = await startProcess('C');
      customer = await setUpCustomer(schema.db, a, {
        email: 'mp-queda@demo.test',
        cpf: cpfOf('159357246'),
        name: 'Cliente da queda',
      });
    });

    test('loses no acknowledged operation, and retries on B replay or create each one once', async () => {
      const attempts = await Promise.all(
        Array.from({ length: CREATIONS }, async () => ({
          key: randomUUID(),
          body: creationBody(customer, await quoteOn(b, customer)),
        })),
      );

      // All at once; the fifth 201 kills the process with SIGKILL and the rest are cut off (the
      // customer's limit row lock makes the creations commit one by one, so most are pending).
      let created = 0;
      let crashed: Promise<void> | undefined;
      const answers = await Promise.all(
        attempts.map(async ({ key, body }) => {
          try {
            const answer = await createOn(victim, customer, body, key);
            if (answer.status === 201) created += 1;
            if (created === KILL_AFTER) crashed ??= victim.crash();
            return answer;
          } catch {
            return undefined; // the connection died with the process: no answer
          }
        }),
      );
      await crashed;
      expect(victim.alive()).toBe(false);
      const acknowledged = new Map<string, number>();
      answers.forEach((answer, i) => {
        const key = attempts[i]?.key;
        if (answer === undefined || key === undefined) return;
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        acknowledged.set(key, idOf(answer));
      });
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.size).toBeLessThan(CREATIONS);

      // Every acknowledged operation is whole: its row, its first event, its key linked to it,
      // its reservation counted in the limit.
      const keysBefore = await schema.db
        .selectFrom('idempotency_keys')
        .select(['key', 'remittance_id'])
        .where('user_id', '=', customer.userId)
        .execute();
      const linkOf = new Map(keysBefore.map((row) => [row.key, row.remittance_id]));
      const ackedIds = [...acknowledged.values()];
      const rows = new Map((await remittances(ackedIds)).map((row) => [row.id, row]));
      const byOperation = await timelines(ackedIds);
      for (const [key, id] of acknowledged) {
        const body = attempts.find((attempt) => attempt.key === key)?.body;
        const row = rows.get(id);
        expect(row, `operation ${id}`).toMatchObject({
          user_id: customer.userId,
          status: 'AWAITING_PAYMENT',
          quote_id: body === undefined ? undefined : quoteIdOf(body.quotationId),
        });
        expect(Number(row?.reserved_usd_cents)).toBeGreaterThan(0);
        expect(Number(row?.reserved_usd_cents)).toBe(Number(row?.usd_cents));
        expect(byOperation.get(id)).toEqual(['AWAITING_PAYMENT']);
        expect(linkOf.get(key)).toBe(id);
      }
      // No half-made creation: every key that survived the crash is linked to its operation.
      expect(keysBefore.filter((row) => row.remittance_id === null)).toEqual([]);
      const before = await limitOf(customer);
      expect(before.used).toBe(before.reserved);

      // Every key again on B: an operation that was committed (answered or not) is replayed, the
      // others are created now.
      const retries = await Promise.all(
        attempts.map(({ key, body }) => createOn(b, customer, body, key)),
      );
      retries.forEach((retry, i) => {
        const key = attempts[i]?.key ?? '';
        expect(retry.status, JSON.stringify(retry.body)).toBe(201);
        const committed = linkOf.get(key);
        if (committed === undefined || committed === null) {
          expect(retry.headers.get('idempotent-replayed')).toBeNull();
        } else {
          expect(retry.headers.get('idempotent-replayed')).toBe('true');
          expect(idOf(retry)).toBe(committed);
        }
      });

      // One operation per key, one per quote; the limit counts each reservation once.
      const keysAfter = await schema.db
        .selectFrom('idempotency_keys')
        .select(['key', 'remittance_id'])
        .where('user_id', '=', customer.userId)
        .execute();
      expect(keysAfter).toHaveLength(CREATIONS);
      const linked = new Map(keysAfter.map((row) => [row.key, row.remittance_id]));
      expect(attempts.map(({ key }) => linked.get(key))).toEqual(retries.map(idOf));
      const all = await schema.db
        .selectFrom('remittances')
        .select(['id', 'quote_id'])
        .where('user_id', '=', customer.userId)
        .execute();
      expect(all).toHaveLength(CREATIONS);
      expect(new Set(all.map((row) => row.quote_id)).size).toBe(CREATIONS);
      const after = await limitOf(customer);
      expect(after.used).toBe(after.reserved);
    }, 60_000);
  });

  describe('the sign-in limit is shared across processes', () => {
    const email = 'mp-senha@demo.test';
    beforeAll(async () => {
      await setUpCustomer(schema.db, a, {
        email,
        cpf: cpfOf('357159852'),
        name: 'Cliente da senha',
      });
    });

    const signIn = (api: ApiProcess, password: string) =>
      api.request('/api/v1/auth/user/sign_in', { method: 'POST', body: { email, password } });

    test('wrong passwords spread over both processes are throttled at the same count as on one', async () => {
      // The account's limit is 5 failures in 15 minutes, as on one process.
      const wrong = [];
      for (const api of [a, b, a, b, a]) wrong.push((await signIn(api, 'Errada@2026!')).status);
      expect(wrong).toEqual([401, 401, 401, 401, 401]);
      for (const api of [b, a]) {
        const locked = await signIn(api, 'Errada@2026!');
        expect(locked.status, api.name).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Once locked, even the right password waits, on either process.
      expect((await signIn(b, 'Demo@2026!')).status).toBe(429);
      expect((await signIn(a, 'Demo@2026!')).status).toBe(429);
    });
  });

  describe('the e-mail outbox is drained once by both processes', () => {
    test('each outbox e-mail is sent once with both outbox workers running', async () => {
      // Queued as a business action of any process would: 40 e-mails for both workers at once,
      // and one recovery e-mail asked of each process over HTTP.
      const now = new Date();
      await schema.db
        .insertInto('mail_messages')
        .values(
          Array.from({ length: 40 }, (_, index) => ({
            to_address: `mp-outbox-${index}@demo.test`,
            subject: `Mensagem ${index}`,
            text_body: `Texto ${index}`,
            html_body: `<p>Texto ${index}</p>`,
            kind: 'multi-process-test',
            locale: 'pt-BR',
            next_attempt_at: now,
          })),
        )
        .execute();
      for (const [api, who] of [
        [a, 'mp-cotacao@demo.test'],
        [b, 'mp-senha@demo.test'],
      ] as const) {
        const asked = await api.request('/api/v1/auth/user/password', {
          method: 'POST',
          headers: { correspondent_id: '1' },
          body: { email: who, redirect_url: 'http://localhost:8080/demo/reset-password' },
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      }
      const rows = () =>
        schema.db
          .selectFrom('mail_messages')
          .select(['to_address', 'kind', 'status', 'attempts', 'sent_via'])
          .where((eb) =>
            eb.or([
              eb('kind', '=', 'multi-process-test'),
              eb('to_address', 'in', ['mp-cotacao@demo.test', 'mp-senha@demo.test']),
            ]),
          )
          .execute();
      await vi.waitFor(
        async () => {
          const pending = (await rows()).filter((row) => row.status !== 'SENT');
          if (pending.length > 0) throw new Error(`${pending.length} e-mails not sent yet`);
        },
        { timeout: 30_000, interval: 250 },
      );
      const sent = await rows();
      expect(sent.filter((row) => row.kind === 'multi-process-test')).toHaveLength(40);
      expect(sent.filter((row) => row.kind !== 'multi-process-test')).toHaveLength(2);
      // A claim counts an attempt: an e-mail taken by both workers would show two.
      expect(sent.every((row) => row.attempts === 1 && row.sent_via === 'sandbox')).toBe(true);
    }, 60_000);
  });
});
