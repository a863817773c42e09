import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redactUrl } from '../../../server/http/url-redaction';
import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';
import { createTestDatabase, testConfig, type TestDatabase } from '../test-app';
import type { FastifyInstance } from 'fastify';

describe('one-time secrets in URLs never reach the log', () => {
  test('redactUrl hides the code and token parameters, keeping the rest', () => {
    expect(
      redactUrl(
        '/api/v1/auth/user/confirmation?config=default&confirmation_token=123456&email=a%40b.test',
      ),
    ).toBe(
      '/api/v1/auth/user/confirmation?config=default&confirmation_token=[redacted]&email=a%40b.test',
    );
    expect(redactUrl('/x?reset_password_token=abc&redirect_url=http%3A%2F%2Fh')).toBe(
      '/x?reset_password_token=[redacted]&redirect_url=http%3A%2F%2Fh',
    );
    expect(redactUrl('/x?invitation_token=abc')).toBe('/x?invitation_token=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  describe('in the request log of the app', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const lines: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      await migrateToLatest(database.db);
      await applySandboxSeed(database.db);
      app = await buildApp({
        config: testConfig(),
        db: database.db,
        logger: { stream: { write: (line) => lines.push(line) }, level: 'info' },
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    test('a confirmation and an invitation acceptance log their URLs without the secrets', async () => {
      await app.inject({
        method: 'GET',
        url: '/api/v1/auth/user/confirmation?config=default&confirmation_token=987654&email=cliente%40demo.test',
      });
      await app.inject({
        method: 'PUT',
        url: '/api/v1/auth/user/invitation?invitation_token=SECRETTOKENVALUE',
        payload: { password: 'Senha@2026', passwordConfirmation: 'Senha@2026' },
      });
      const log = lines.join('\n');
      expect(log).toContain('confirmation_token=[redacted]');
      expect(log).toContain('invitation_token=[redacted]');
      expect(log).not.toContain('987654');
      expect(log).not.toContain('SECRETTOKENVALUE');
      expect(log).not.toContain('Senha@2026');
    });
  });
});
