import { describe, expect, test } from 'vitest';
import { escapeHtml, renderMail, type MailTemplate } from '../../../server/services/mail/templates';

const TEMPLATES: MailTemplate[] = [
  { kind: 'verification-code', name: 'Maria Silva', code: '042137' },
  {
    kind: 'invitation',
    name: 'Maria Silva',
    link: 'http://localhost:8080/demo/password/invitation?invitation_token=abc',
  },
  {
    kind: 'password-reset',
    name: 'Maria Silva',
    link: 'http://localhost:8080/api/v1/auth/user/password/edit?reset_password_token=abc&redirect_url=x',
  },
  { kind: 'password-changed', name: 'Maria Silva' },
  { kind: 'email-changed', name: 'Maria Silva', newEmail: 'no********@example.test' },
  { kind: 'registration-review', name: 'Maria Silva', status: 'APPROVED' },
  { kind: 'registration-review', name: 'Maria Silva', status: 'PENDING' },
  { kind: 'registration-review', name: 'Maria Silva', status: 'REJECTED' },
  ...(
    [
      'AWAITING_CURRENCY_AVAILABILITY',
      'MANUAL_ANALYSIS',
      'WAITING_DOCUMENT_APPROVAL',
      'WAITING_REGISTRATION_APPROVAL',
    ] as const
  ).flatMap((status): MailTemplate[] => [
    { kind: 'reservation-completed', status, name: 'Maria Silva', operationId: 7, payLink: null },
    {
      kind: 'reservation-completed',
      status,
      name: 'Maria Silva',
      operationId: 7,
      payLink: 'http://localhost:8080/demo/app/reports/paper-money/show/7',
    },
  ]),
  {
    kind: 'card-payment-available',
    name: 'Maria Silva',
    operationId: 7,
    amount: 'R$ 1.000,00',
    payLink: 'http://localhost:8080/demo/app/reports/remittance/outbound/show/7/payment',
  },
];

describe('e-mail templates', () => {
  test.each(TEMPLATES)(
    '$kind exists in both languages, as text and HTML, with its values',
    (template) => {
      const pt = renderMail('maria@example.test', template, 'pt-BR', 'Demo Câmbio');
      const en = renderMail('maria@example.test', template, 'en-US', 'Demo Câmbio');
      expect(pt.to).toBe('maria@example.test');
      expect(pt.subject).not.toBe(en.subject);
      expect(pt.subject.startsWith('Demo Câmbio: ')).toBe(true);
      expect(pt.text).toContain('Olá, Maria!');
      expect(en.text).toContain('Hello, Maria!');
      expect(pt.html).toContain('<html lang="pt-BR">');
      expect(en.html).toContain('<html lang="en-US">');
      if ('code' in template) {
        expect(pt.text).toMatch(/^042137$/m);
        expect(en.html).toContain('042137');
        expect(pt.subject).not.toContain('042137');
      }
      if ('newEmail' in template) {
        expect(pt.text).toContain(template.newEmail);
        expect(en.html).toContain(template.newEmail);
      }
      if ('link' in template) {
        expect(pt.text).toContain(template.link);
        expect(en.html).toContain(`href="${escapeHtml(template.link)}"`);
      }
      if ('payLink' in template) {
        // A card operation's e-mail links the page to pay it; any other carries no link.
        if (template.payLink === null) expect(pt.html).not.toContain('href=');
        else {
          expect(pt.text).toContain(`Pagar com cartão: ${template.payLink}`);
          expect(en.html).toContain(`href="${escapeHtml(template.payLink)}"`);
        }
      }
    },
  );

  test('names and brands are escaped in the HTML body', () => {
    const mail = renderMail(
      'x@example.test',
      { kind: 'password-changed', name: '<script>alert(1)</script> Silva' },
      'pt-BR',
      'Câmbio & "Cia"',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Câmbio &amp; &quot;Cia&quot;');
    expect(mail.text).toContain('Câmbio & "Cia"');
  });

  test('the code e-mail states the 15 minutes and 5 tries of design §4', () => {
    const pt = renderMail('x@example.test', TEMPLATES[0] as MailTemplate, 'pt-BR', 'B');
    expect(pt.text).toContain('15 minutos');
    expect(pt.text).toContain('5 tentativas');
    const en = renderMail('x@example.test', TEMPLATES[0] as MailTemplate, 'en-US', 'B');
    expect(en.text).toContain('15 minutes');
  });
});
