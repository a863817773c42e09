import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { buildTestApp, type TestApp } from '../test-app';

describe('GET /api/sandbox/mailbox (sandbox mode)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The worker stays off: the e-mails are delivered by the explicit drain below, in order.
    t = await buildTestApp({ outbox: false });
    const outbox = createMailOutbox({ db: t.db, clock: () => new Date() });
    for (const subject of ['first', 'second', 'third']) {
      await outbox.enqueue({
        to: 'Leitor@Example.test',
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
        kind: 'test',
      });
    }
    await outbox.enqueue({
      to: 'someone.else@example.test',
      subject: 'other',
      text: 'x',
      html: 'x',
      kind: 'test',
    });
    await t.app.outbox.drain();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test("lists one address's e-mails, newest first, whatever the case of the address", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/mailbox?to=LEITOR@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = MailboxMessageListSchema.parse(response.json());
    expect(messages.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(messages[0]).toMatchObject({
      to: 'leitor@example.test',
      text: 'third',
      html: '<p>third</p>',
    });
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false);
  });

  test('an address without e-mails has an empty mailbox; a malformed one answers 422', async () => {
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/mailbox?to=nobody@example.test',
    });
    expect(empty.json()).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/mailbox?to=not-an-address',
      headers: { 'accept-language': 'en-US' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual([{ field: 'to', message: 'The e-mail must be valid!' }]);
  });
});

describe('the sandbox mailbox in production mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      config: { mode: 'production', smtpUrl: 'smtp://127.0.0.1:2525' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('does not exist: ROUTE_NOT_FOUND like any unknown API path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/mailbox?to=cliente@demo.test',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
