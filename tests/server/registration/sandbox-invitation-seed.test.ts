import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed, SANDBOX_INVITATION_SEED_NAME } from '../../../server/db/seed';
import { SANDBOX_INVITATION_RECORD } from '../../../server/db/seeds/sandbox-invitation';
import { startupBanner } from '../../../server/startup-banner';
import { isValidCpf } from '../../../src/domain/documents/cpf';
import { createTestDatabase, type TestDatabase } from '../test-app';

describe('the sandbox record known without access', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  test('is seeded once: no password, unconfirmed, approved, linked to demo, with a valid CPF', async () => {
    await applySandboxSeed(database.db);
    await applySandboxSeed(database.db);
    expect(isValidCpf(SANDBOX_INVITATION_RECORD.cpf)).toBe(true);
    const rows = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', SANDBOX_INVITATION_RECORD.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      password_hash: null,
      confirmed_at: null,
      cpf: '27418596391',
      registration_status: 'APPROVED',
    });
    const links = await database.db
      .selectFrom('user_correspondents')
      .select('correspondent_id')
      .where('user_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(links).toEqual([{ correspondent_id: 1 }]);
    const seeds = await database.db
      .selectFrom('seeds')
      .select('name')
      .where('name', '=', SANDBOX_INVITATION_SEED_NAME)
      .execute();
    expect(seeds).toHaveLength(1);
  });

  test('the sandbox banner lists it and the mailbox; production lists neither', () => {
    const sandbox = startupBanner(
      { mode: 'sandbox', databaseUrl: undefined, dataDir: '/tmp/d' },
      'http://localhost:8080',
    ).join('\n');
    expect(sandbox).toContain('convidado@demo.test');
    expect(sandbox).toContain('274.185.963-91');
    expect(sandbox).toContain('http://localhost:8080/sandbox/mailbox');
    expect(sandbox).toContain('http://localhost:8080/demo/login');
    const production = startupBanner(
      { mode: 'production', databaseUrl: 'postgres://x', dataDir: '/tmp/d' },
      'https://cambio.example',
    ).join('\n');
    expect(production).not.toContain('convidado');
    expect(production).not.toContain('mailbox');
  });
});
