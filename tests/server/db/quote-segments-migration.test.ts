import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrations } from '../../../server/db/migrations';
import { createQuotationRepository } from '../../../server/db/repositories/quotation-repository';
import { createTestDatabase, type TestDatabase } from '../test-app';

const SEGMENTS = '2026-11-24T1000-quote-segments';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // The schema as it was before quotes went into segments.
  for (const name of Object.keys(migrations).sort()) {
    if (name >= SEGMENTS) break;
    await migrations[name]?.up(database.db as never);
  }
});
afterAll(async () => {
  await database.close();
});

describe('moving the stored quotes into segments', () => {
  test('every quote keeps its id, correspondent, user, kind, inputs, answer and expiry', async () => {
    const answer = {
      id: '3f1c2a9e-5b7d-4c11-9e2f-0a1b2c3d4e5f',
      expiresAt: '2026-11-23T15:05:00.000Z',
      reverse: false,
      total: { withTax: { value: 52_300, decimals: 2, currency: 'BRL' } },
    };
    const request = { currency: 'USD', value: 100_000, rates: { source: 'sandbox' } };
    await sql`insert into correspondents (id, identifier, name, address, address_number)
      values (1, 'um', 'Um', 'Rua A', 1), (2, 'dois', 'Dois', 'Rua B', 2)`.execute(database.db);
    await sql`insert into quotes (id, correspondent_id, user_id, kind, request, result, expires_at, created_at)
      values
        (${answer.id}, 1, null, 'REMITTANCE_OUTBOUND', ${JSON.stringify(request)}, ${JSON.stringify(answer)},
         '2026-11-23T15:05:00Z', '2026-11-23T15:00:00Z'),
        ('7a7a7a7a-0000-4000-8000-000000000001', 2, 42, 'PAPER_MONEY', '{"currency":"EUR"}',
         '{"id":"7a7a7a7a-0000-4000-8000-000000000001","expiresAt":"2026-11-23T16:00:00.000Z","merchantId":"m1"}',
         '2026-11-23T16:00:00Z', '2026-11-23T15:55:00Z')`.execute(database.db);

    const segments = migrations[SEGMENTS];
    if (segments === undefined) throw new Error(`${SEGMENTS} missing`);
    await segments.up(database.db as never);

    const quotes = createQuotationRepository(database.db);
    const first = await quotes.findById(answer.id);
    expect(first).toEqual({
      id: answer.id,
      correspondent_id: 1,
      user_id: null,
      kind: 'REMITTANCE_OUTBOUND',
      request,
      result: answer,
      expires_at: new Date('2026-11-23T15:05:00Z'),
      created_at: new Date('2026-11-23T15:00:00Z'),
    });
    // The answer's text is the one the customer saw: id and expiry first.
    expect(JSON.stringify(first?.result)).toBe(JSON.stringify(answer));
    const second = await quotes.findById('7A7A7A7A-0000-4000-8000-000000000001');
    expect(second).toMatchObject({
      correspondent_id: 2,
      user_id: 42,
      kind: 'PAPER_MONEY',
      request: { currency: 'EUR' },
      result: { merchantId: 'm1', expiresAt: '2026-11-23T16:00:00.000Z' },
    });
    expect(await quotes.findActive(answer.id, 1, new Date('2026-11-23T15:04:59Z'))).toBeDefined();
    expect(await quotes.findActive(answer.id, 1, new Date('2026-11-23T15:05:00Z'))).toBeUndefined();
    const { rows } = await sql<{
      name: string | null;
    }>`select to_regclass('quotes')::text as name`.execute(database.db);
    expect(rows[0]?.name).toBeNull();
  });
});
