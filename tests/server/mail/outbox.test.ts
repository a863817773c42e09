import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import type { OutgoingMail } from '../../../server/services/mail/mailer';
import {
  buildAccountTestApp,
  individualBody,
  mailbox,
  register,
  type AccountTestApp,
} from '../registration/account-test-app';
import { buildTestApp, type TestApp } from '../test-app';

describe('e-mails leave through the outbox after the action (issue 13)', () => {
  describe('a slow SMTP server', () => {
    let t: AccountTestApp;
    let release: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: OutgoingMail[] = [];

    beforeAll(async () => {
      t = await buildAccountTestApp({
        mailer: {
          kind: 'smtp',
          async send(mail) {
            await blocked;
            sent.push(mail);
          },
        },
      });
    }, 60_000);
    afterAll(async () => {
      release();
      await t.close();
    });

    test('neither slows nor fails the action: the registration answers while the e-mail waits', async () => {
      const body = individualBody();
      const response = await register(t.app, body);
      expect(response.statusCode).toBe(201);
      expect(sent).toEqual([]);
      release();
      await t.app.outbox.drain();
      expect(sent.map((m) => m.to)).toEqual([body.email]);
      const row = await t.db
        .selectFrom('mail_messages')
        .select(['status', 'kind', 'locale'])
        .where('to_address', '=', body.email)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'SENT', kind: 'verification-code', locale: 'pt-BR' });
    });
  });

  describe('the sandbox mailbox', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp({ outbox: false });
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    test('shows an e-mail once the outbox delivered it, not while it is queued', async () => {
      const recovery = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user/password',
        headers: { correspondent_id: '1', 'user-type': 'user' },
        payload: {
          email: 'cliente@demo.test',
          redirect_url: 'http://localhost:8080/demo/password/reset',
        },
      });
      expect(recovery.statusCode).toBe(200);
      const read = async () =>
        MailboxMessageListSchema.parse(
          (
            await t.app.inject({ method: 'GET', url: '/api/sandbox/mailbox?to=cliente@demo.test' })
          ).json(),
        );
      expect(await read()).toEqual([]);
      await t.app.outbox.drain();
      const [message, ...more] = await read();
      expect(more).toEqual([]);
      expect(message?.text).toContain('reset_password_token=');
      const row = await t.db
        .selectFrom('mail_messages')
        .select(['status', 'sent_via', 'kind'])
        .executeTakeFirst();
      expect(row).toEqual({ status: 'SENT', sent_via: 'sandbox', kind: 'password-reset' });
    });
  });

  describe('the running app', () => {
    let t: AccountTestApp;

    beforeAll(async () => {
      t = await buildAccountTestApp();
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    test('delivers on its own, without a drain, a moment after the action', async () => {
      const body = individualBody();
      expect((await register(t.app, body)).statusCode).toBe(201);
      await expect
        .poll(
          async () =>
            (
              await t.db
                .selectFrom('mail_messages')
                .select('status')
                .where('to_address', '=', body.email)
                .executeTakeFirst()
            )?.status,
          { timeout: 10_000, interval: 50 },
        )
        .toBe('SENT');
      expect((await mailbox(t.app, body.email)).map((m) => m.to)).toEqual([body.email]);
    });
  });
});
