import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import {
  createQuotationRepository,
  type NewQuote,
} from '../../../server/db/repositories/quotation-repository';
import { applySandboxSeed } from '../../../server/db/seed';
import { createQuoteLookup } from '../../../server/services/quote-lookup';
import { createQuoteWriter, type QuoteWriter } from '../../../server/services/quote-writer';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test-app';

let database: TestDatabase;
let writer: QuoteWriter;
let customerId: number;
let otherId: number;

const NOW = new Date('2026-11-23T15:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await applySandboxSeed(database.db);
  // A minute's delay: nothing is stored unless someone asks for it.
  writer = createQuoteWriter(createQuotationRepository(database.db), { flushDelayMs: 60_000 });
  const users = await database.db.selectFrom('users').select(['id', 'email']).execute();
  customerId = users.find((user) => user.email === 'cliente@demo.test')?.id ?? 0;
  otherId = users.find((user) => user.email === 'empresa@demo.test')?.id ?? 0;
});
afterAll(async () => {
  await writer.close();
  await database.close();
});

const PRICING = { answerJson: '{"total":1}', auditJson: '{"rates":{"source":"test"}}' };

/** A quote with an id of the writer's (write it in the same turn). */
function quote(userId: number | null): NewQuote {
  return {
    id: writer.newId(),
    correspondentId: 1,
    userId,
    kind: 'REMITTANCE_OUTBOUND',
    pricing: PRICING,
    inputsJson: '{"currency":"USD"}',
    expiresAt: at(300),
    createdAt: NOW,
  };
}

describe("the checkout's quote lookup", () => {
  test('finds a quote written a moment ago, before its batch was due, in the database', async () => {
    const lookup = createQuoteLookup({ db: database.db, writer });
    const mine = quote(customerId);
    writer.write(mine);
    expect(writer.pending).toBe(1);
    const found = await lookup.findActive({
      id: mine.id,
      correspondentId: 1,
      userId: customerId,
      now: at(10),
    });
    expect(found).toMatchObject({
      id: mine.id,
      user_id: customerId,
      result: { id: mine.id, expiresAt: at(300).toISOString(), total: 1 },
      request: { currency: 'USD', rates: { source: 'test' } },
    });
    expect(writer.pending).toBe(0);
  });

  test("refuses another user's quote, another correspondent's and an expired one", async () => {
    const lookup = createQuoteLookup({ db: database.db, writer });
    const mine = quote(customerId);
    writer.write(mine);
    const find = (userId: number | null, correspondentId: number, seconds: number) =>
      lookup.findActive({ id: mine.id, correspondentId, userId, now: at(seconds) });
    expect(await find(otherId, 1, 10)).toBeUndefined();
    expect(await find(null, 1, 10)).toBeUndefined();
    expect(await find(customerId, 2, 10)).toBeUndefined();
    expect(await find(customerId, 1, 300)).toBeUndefined();
    expect((await find(customerId, 1, 299))?.id).toBe(mine.id);
    expect(
      await lookup.findActive({ id: 'nope', correspondentId: 1, userId: null, now: NOW }),
    ).toBeUndefined();
  });

  test('a quote made before signing in is accepted for the customer who signs in', async () => {
    const lookup = createQuoteLookup({ db: database.db, writer });
    const anonymous = quote(null);
    writer.write(anonymous);
    const found = await lookup.findActive({
      id: anonymous.id,
      correspondentId: 1,
      userId: customerId,
      now: at(10),
    });
    expect(found?.id).toBe(anonymous.id);
  });
});

describe('closing the app', () => {
  test('writes every quote still queued before the database closes', async () => {
    const t = await buildTestApp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v2/exchanges/remittance/outbound?currency=USD&value=${100_000 + i}&purposeCode=MAINTENANCE`,
          headers: { correspondent_id: '1' },
        }),
      ),
    );
    const ids = answers.map((answer) => answer.json<{ id: string }>().id);
    await t.app.close();
    const quotes = createQuotationRepository(t.db);
    const stored = await Promise.all(ids.map((id) => quotes.findById(id)));
    expect(stored.map((row) => row?.id)).toEqual(ids);
    // Closing again is harmless; this also drops the PostgreSQL schema when there is one.
    await t.close();
  });
});
