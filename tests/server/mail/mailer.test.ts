import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { isMailDeliveryError } from '../../../server/services/mail/mail-delivery-error';
import { createMailer } from '../../../server/services/mail/select-mailer';
import { createSmtpMailer } from '../../../server/services/mail/smtp-mailer';

/** A minimal SMTP server (RFC 5321 happy path) that keeps what it receives. */
function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.local');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) reply('550 mailbox unavailable');
          else {
            current.to.push(line);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address !== null ? address.port : 0;
        resolve({
          port,
          received,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

describe('the SMTP mailer (nodemailer)', () => {
  test('delivers text and HTML to an SMTP server, from MAIL_FROM', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createSmtpMailer({
        url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'Demo Câmbio <no-reply@cambio.test>',
      });
      expect(mailer.kind).toBe('smtp');
      await mailer.send({
        to: 'maria@example.test',
        subject: 'Confirme seu e-mail',
        text: 'Seu código: 123456',
        html: '<p>Seu código: <b>123456</b></p>',
        kind: 'verification-code',
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.from).toContain('no-reply@cambio.test');
      expect(message?.to.join()).toContain('maria@example.test');
      expect(message?.data).toMatch(/multipart\/alternative/);
      expect(message?.data).toMatch(/text\/plain/);
      expect(message?.data).toMatch(/text\/html/);
    } finally {
      await smtp.close();
    }
  });

  test('a refused delivery raises a MailDeliveryError that quotes no content', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      const mailer = createSmtpMailer({
        url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'no-reply@cambio.test',
      });
      const failure = await mailer
        .send({
          to: 'maria@example.test',
          subject: 's',
          text: 'code 654321',
          html: '654321',
          kind: 'verification-code',
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isMailDeliveryError(failure)).toBe(true);
      expect(String((failure as Error).message)).not.toContain('654321');
      expect((failure as Error).message).toContain('550');
    } finally {
      await smtp.close();
    }
  });
});

describe('choosing the mailer', () => {
  test('SMTP when SMTP_URL is set (any mode); the sandbox mailbox in sandbox mode without it', () => {
    expect(createMailer({ mode: 'sandbox', smtpUrl: 'smtp://h:25' }).kind).toBe('smtp');
    expect(createMailer({ mode: 'production', smtpUrl: 'smtp://h:25' }).kind).toBe('smtp');
    expect(createMailer({ mode: 'sandbox', smtpUrl: undefined }).kind).toBe('sandbox');
  });

  test('production without SMTP never reports a delivery: every send fails (the outbox keeps the e-mail)', async () => {
    const mailer = createMailer({ mode: 'production', smtpUrl: undefined });
    const failure = await mailer
      .send({ to: 'a@example.test', subject: 's', text: 't', html: 'h', kind: 'test' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isMailDeliveryError(failure)).toBe(true);
  });
});

describe('mail configuration', () => {
  test('production mode without SMTP_URL fails at start, saying what to set', () => {
    expect(() => loadConfig({ FX_MODE: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ FX_MODE: 'production' })).toThrow(/SMTP_URL/);
    expect(
      loadConfig({ FX_MODE: 'production', SMTP_URL: 'smtps://u:p@mail.test:465' }).smtpUrl,
    ).toBe('smtps://u:p@mail.test:465');
  });

  test('a malformed SMTP_URL is refused without echoing it (it may hold a password)', () => {
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'http://user:s3cret@mail.test' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain('s3cret');
  });

  test('MAIL_FROM defaults to no-reply at the public host', () => {
    expect(loadConfig({}).mailFrom).toBe('no-reply@localhost');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://cambio.example' }).mailFrom).toBe(
      'no-reply@cambio.example',
    );
    expect(loadConfig({ MAIL_FROM: 'Câmbio <oi@cambio.example>' }).mailFrom).toBe(
      'Câmbio <oi@cambio.example>',
    );
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });
});
