/**
 * Every e-mail the platform sends, in one place, in both languages (spec platform §9 "Supported
 * locales": pt-BR by default, en-US), each as plain text and HTML from the same parts. Values
 * that come from people (names, brands) are HTML-escaped; links are built by the services from
 * `PUBLIC_ORIGIN` and random tokens only.
 * @module
 */
import type { Locale } from '../../../src/i18n';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_CODE_MAX_TRIES,
} from '../../../src/domain/identity/verification-code';
import type { OutgoingMail } from './mailer';

/** Days an invitation link stays valid (issue 3). */
export const INVITATION_TTL_DAYS = 7;
/** Minutes a password-reset link stays valid (issue 3). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * The statuses an operation can be created held in, each with its 'Reservation completed' text
 * (spec operations §4.4).
 */
export type HeldStatus =
  | 'AWAITING_CURRENCY_AVAILABILITY'
  | 'MANUAL_ANALYSIS'
  | 'WAITING_DOCUMENT_APPROVAL'
  | 'WAITING_REGISTRATION_APPROVAL';

/** The registration outcomes the review e-mail announces. */
export type ReviewStatus = 'APPROVED' | 'PENDING' | 'REJECTED';

/** What to send, with its values. */
export type MailTemplate =
  | { kind: 'verification-code'; name: string; code: string }
  | { kind: 'invitation'; name: string; link: string }
  | { kind: 'password-reset'; name: string; link: string }
  | { kind: 'password-changed'; name: string }
  /** To the previous address; `newEmail` masked (`maskEmail`). */
  | { kind: 'email-changed'; name: string; newEmail: string }
  | { kind: 'registration-review'; name: string; status: ReviewStatus }
  /**
   * An inbound operation's payment link to send the payer (issue 16): `amount` and `expiresAt`
   * already formatted for the reader's language.
   */
  | {
      kind: 'inbound-payment-link';
      name: string;
      operationId: number;
      amount: string;
      link: string;
      expiresAt: string;
    }
  /** The payer's money arrived (card approved, or the wire received). */
  | { kind: 'inbound-payment-received'; name: string; operationId: number; amount: string }
  /** The payment link expired unpaid (spec operations §4.6). */
  | { kind: 'inbound-payment-link-expired'; name: string; operationId: number; amount: string }
  /**
   * A credit-card payment's news (issue 18, spec operations §4.5): under review (the customer
   * hears within 4 hours), then approved, refunded or refused.
   */
  | {
      kind: 'card-payment';
      result: 'UNDER_REVIEW' | 'APPROVED' | 'REFUNDED' | 'REFUSED';
      name: string;
      operationId: number;
      amount: string;
    }
  /**
   * An outbound or paper-money operation created held (spec operations §4.4 'Reservation
   * completed'): the text of its status; paid by card, `payLink` is the page to pay it on.
   */
  | {
      kind: 'reservation-completed';
      status: HeldStatus;
      name: string;
      operationId: number;
      payLink: string | null;
    }
  /** A held card operation now awaits payment: it can be paid at `payLink` (issue 18). */
  | {
      kind: 'card-payment-available';
      name: string;
      operationId: number;
      amount: string;
      payLink: string;
    }
  /**
   * A company's use of its capital limit crossed `threshold` percent (spec platform §4, §9;
   * issue 20): `used` and `max` already formatted for the reader's language.
   */
  | {
      kind: 'company-limit-used';
      name: string;
      threshold: 50 | 85 | 100;
      used: string;
      max: string;
    }
  /**
   * A limit-increase request was decided (issue 20): APPROVED with the new limit (`limit`,
   * formatted), or REJECTED; `reason` is the operator's; `link` opens the request's page.
   */
  | {
      kind: 'limit-update-decision';
      name: string;
      requestId: number;
      status: 'APPROVED' | 'REJECTED';
      limit: string | null;
      /** None when an approval gave no note. */
      reason: string | null;
      link: string;
    };

/** The parts every e-mail is made of. */
interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A code shown large (the verification code). */
  code?: string;
  /** A button (HTML) / a bare link line (text). */
  action?: { label: string; url: string };
  /** Below the action: why the reader got this e-mail, what to do if it was not them. */
  closing: string;
}

const CODE_MINUTES = VERIFICATION_CODE_TTL_MS / 60_000;

/** The first word of a name, for the greeting ("Olá Maria,"). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function ptParts(template: MailTemplate, brand: string): MailParts {
  const greeting = `Olá, ${firstName(template.name)}!`;
  switch (template.kind) {
    case 'verification-code':
      return {
        subject: `${brand}: confirme seu e-mail`,
        greeting,
        paragraphs: [
          'Use o código abaixo para confirmar seu e-mail e concluir o cadastro.',
          `O código vale por ${CODE_MINUTES} minutos e aceita até ${VERIFICATION_CODE_MAX_TRIES} tentativas.`,
        ],
        code: template.code,
        closing: 'Se você não pediu este cadastro, ignore este e-mail.',
      };
    case 'invitation':
      return {
        subject: `${brand}: cadastre sua senha`,
        greeting,
        paragraphs: [
          'Já possuímos um cadastro com o seu documento. Para acessar a plataforma, cadastre sua senha no link abaixo.',
          `O link vale por ${INVITATION_TTL_DAYS} dias e pode ser usado uma única vez.`,
        ],
        action: { label: 'Cadastrar senha', url: template.link },
        closing: 'Se você não pediu este convite, ignore este e-mail.',
      };
    case 'password-reset':
      return {
        subject: `${brand}: recuperação de senha`,
        greeting,
        paragraphs: [
          'Recebemos um pedido para redefinir a sua senha. Para informar uma nova senha, use o link abaixo.',
          `O link vale por ${PASSWORD_RESET_TTL_MINUTES} minutos e pode ser usado uma única vez.`,
        ],
        action: { label: 'Informar nova senha', url: template.link },
        closing: 'Se você não pediu a recuperação, ignore este e-mail: sua senha continua a mesma.',
      };
    case 'password-changed':
      return {
        subject: `${brand}: sua senha foi alterada`,
        greeting,
        paragraphs: ['Pronto! Sua nova senha foi registrada com sucesso.'],
        closing:
          'Se não foi você, recupere o acesso pela opção "Esqueci minha senha" e fale com nossa equipe de suporte.',
      };
    case 'email-changed':
      return {
        subject: `${brand}: o e-mail da sua conta foi alterado`,
        greeting,
        paragraphs: [
          `O e-mail da sua conta foi alterado para ${template.newEmail}. Os avisos e o acesso passam a usar o novo endereço; este é o último e-mail enviado para cá.`,
        ],
        closing:
          'Se não foi você, fale imediatamente com nossa equipe de suporte: alguém pode ter acessado a sua conta.',
      };
    case 'registration-review':
      return {
        subject:
          template.status === 'APPROVED'
            ? `${brand}: cadastro aprovado`
            : template.status === 'REJECTED'
              ? `${brand}: cadastro não aprovado`
              : `${brand}: cadastro em análise`,
        greeting,
        paragraphs: [
          template.status === 'APPROVED'
            ? 'Seu e-mail foi confirmado e seu cadastro foi aprovado. Você já pode entrar e operar.'
            : template.status === 'REJECTED'
              ? 'Seu e-mail foi confirmado, mas seu cadastro não foi aprovado. Entre em contato com nossa equipe de suporte.'
              : 'Seu e-mail foi confirmado e seu cadastro está em análise. Avisaremos por e-mail quando terminar.',
        ],
        closing: 'Obrigado por se cadastrar.',
      };
    case 'inbound-payment-link':
      return {
        subject: `${brand}: seu link de pagamento para receber ${template.amount}`,
        greeting,
        paragraphs: [
          `Sua operação de recebimento nº ${template.operationId} foi criada. Envie o link abaixo para quem vai pagar no exterior: o pagamento de ${template.amount} é feito com cartão de débito internacional, sem cadastro.`,
          `O link vale até ${template.expiresAt}. Depois disso, será preciso criar uma nova operação.`,
        ],
        action: { label: 'Abrir o link de pagamento', url: template.link },
        closing: 'Você recebeu este e-mail porque criou uma operação de recebimento do exterior.',
      };
    case 'inbound-payment-received':
      return {
        subject: `${brand}: pagamento recebido na operação nº ${template.operationId}`,
        greeting,
        paragraphs: [
          `O pagamento de ${template.amount} da sua operação de recebimento nº ${template.operationId} foi recebido.`,
          'Agora fechamos o câmbio e creditamos o valor em reais na sua conta. Você pode acompanhar a operação no seu histórico.',
        ],
        closing: 'Você recebeu este e-mail porque tem uma operação de recebimento do exterior.',
      };
    case 'inbound-payment-link-expired':
      return {
        subject: `${brand}: o link de pagamento da operação nº ${template.operationId} expirou`,
        greeting,
        paragraphs: [
          `O link de pagamento de ${template.amount} da sua operação de recebimento nº ${template.operationId} expirou sem pagamento.`,
          'Para receber, crie uma nova operação e envie o novo link a quem vai pagar.',
        ],
        closing: 'Você recebeu este e-mail porque tem uma operação de recebimento do exterior.',
      };
    case 'card-payment': {
      const what = `O pagamento com cartão de ${template.amount} da operação nº ${template.operationId}`;
      const texts = {
        UNDER_REVIEW: [
          'pagamento em análise',
          `${what} está em análise. Você receberá a atualização por e-mail em até 4 horas.`,
        ],
        APPROVED: ['pagamento aprovado', `${what} foi aprovado. Sua operação segue em andamento.`],
        REFUNDED: [
          'pagamento estornado',
          `${what} foi estornado e a operação, cancelada. O valor volta ao limite do seu cartão.`,
        ],
        REFUSED: [
          'pagamento recusado',
          `${what} foi recusado e a operação, cancelada. Nenhum valor foi cobrado.`,
        ],
      }[template.result];
      return {
        subject: `${brand}: ${texts[0]} da operação nº ${template.operationId}`,
        greeting,
        paragraphs: [texts[1] ?? ''],
        closing: 'Você recebeu este e-mail porque pagou uma operação com cartão de crédito.',
      };
    }
    case 'reservation-completed': {
      const card = template.payLink !== null;
      const text = {
        AWAITING_CURRENCY_AVAILABILITY: card
          ? 'Uma moeda exótica foi reservada para você. Vamos validar a disponibilidade dela; confirmada, você poderá pagar com cartão pelo link abaixo, no seu histórico.'
          : 'Uma moeda exótica foi reservada para você. Vamos validar a disponibilidade dela e você receberá um e-mail.',
        MANUAL_ANALYSIS: card
          ? 'Sua operação está em análise. Para realizar o pagamento com cartão, use o link abaixo, no seu histórico.'
          : 'Sua operação está em análise. Você receberá um e-mail com os dados para a transferência bancária.',
        WAITING_DOCUMENT_APPROVAL: card
          ? 'Sua operação aguarda a aprovação dos documentos. Após a aprovação, conclua o pagamento com cartão pelo link abaixo, no seu histórico.'
          : 'Sua operação aguarda a aprovação dos documentos. Após a aprovação, você receberá um e-mail com a chave PIX ou os dados para a transferência bancária.',
        WAITING_REGISTRATION_APPROVAL: card
          ? 'Sua operação aguarda a aprovação do seu cadastro. Após a aprovação, conclua o pagamento com cartão pelo link abaixo, no seu histórico.'
          : 'Sua operação aguarda a aprovação do seu cadastro. Após a aprovação, você receberá um e-mail com a chave PIX ou os dados para a transferência bancária.',
      }[template.status];
      return {
        subject: `${brand}: reserva concluída — operação nº ${template.operationId}`,
        greeting,
        paragraphs: [`Reserva concluída: operação nº ${template.operationId}.`, text],
        ...(template.payLink === null
          ? {}
          : { action: { label: 'Pagar com cartão', url: template.payLink } }),
        closing: 'Você recebeu este e-mail porque criou uma operação de câmbio.',
      };
    }
    case 'card-payment-available':
      return {
        subject: `${brand}: a operação nº ${template.operationId} já pode ser paga`,
        greeting,
        paragraphs: [
          `Sua operação nº ${template.operationId} foi liberada e já pode ser paga com cartão de crédito: ${template.amount}.`,
          'Use o link abaixo para pagar no seu histórico.',
        ],
        action: { label: 'Pagar com cartão', url: template.payLink },
        closing: 'Você recebeu este e-mail porque criou uma operação de câmbio paga com cartão.',
      };
    case 'company-limit-used':
      return {
        subject: `${brand}: ${template.threshold}% do limite operacional da empresa utilizado`,
        greeting,
        paragraphs: [
          `A empresa já utilizou ${template.threshold}% do seu limite operacional: ${template.used} de ${template.max}.`,
          template.threshold === 100
            ? 'O limite foi atingido: as próximas operações passam por análise manual. Para operar mais, solicite um aumento de limite.'
            : 'Quando o limite for atingido, as próximas operações passarão por análise manual.',
        ],
        closing:
          'Você recebeu este e-mail porque os avisos de limite da empresa estão ativados no seu cadastro.',
      };
    case 'limit-update-decision':
      return {
        subject:
          template.status === 'APPROVED'
            ? `${brand}: seu aumento de limite foi aprovado`
            : `${brand}: seu pedido de aumento de limite não foi aprovado`,
        greeting,
        paragraphs: [
          template.status === 'APPROVED'
            ? `Sua solicitação de aumento de limite nº ${template.requestId} foi aprovada. Seu novo limite operacional é ${template.limit ?? ''}.`
            : `Sua solicitação de aumento de limite nº ${template.requestId} não foi aprovada. Seu limite operacional continua o mesmo.`,
          ...(template.reason === null ? [] : [`Motivo: ${template.reason}`]),
        ],
        action: { label: 'Ver solicitação', url: template.link },
        closing: 'Você recebeu este e-mail porque solicitou um aumento de limite.',
      };
  }
}

function enParts(template: MailTemplate, brand: string): MailParts {
  const greeting = `Hello, ${firstName(template.name)}!`;
  switch (template.kind) {
    case 'verification-code':
      return {
        subject: `${brand}: confirm your e-mail`,
        greeting,
        paragraphs: [
          'Use the code below to confirm your e-mail and finish your registration.',
          `The code is valid for ${CODE_MINUTES} minutes and accepts up to ${VERIFICATION_CODE_MAX_TRIES} tries.`,
        ],
        code: template.code,
        closing: 'If you did not ask to register, ignore this e-mail.',
      };
    case 'invitation':
      return {
        subject: `${brand}: set your password`,
        greeting,
        paragraphs: [
          'We already have a registration with your document. To access the platform, set your password at the link below.',
          `The link is valid for ${INVITATION_TTL_DAYS} days and can be used only once.`,
        ],
        action: { label: 'Set password', url: template.link },
        closing: 'If you did not ask for this invitation, ignore this e-mail.',
      };
    case 'password-reset':
      return {
        subject: `${brand}: password recovery`,
        greeting,
        paragraphs: [
          'We received a request to reset your password. To enter a new password, use the link below.',
          `The link is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes and can be used only once.`,
        ],
        action: { label: 'Enter a new password', url: template.link },
        closing: 'If you did not ask for it, ignore this e-mail: your password stays the same.',
      };
    case 'password-changed':
      return {
        subject: `${brand}: your password was changed`,
        greeting,
        paragraphs: ['Done! Your new password has been registered successfully.'],
        closing:
          'If it was not you, recover your access with "Forgot my password" and contact our support team.',
      };
    case 'email-changed':
      return {
        subject: `${brand}: your account's e-mail was changed`,
        greeting,
        paragraphs: [
          `The e-mail of your account was changed to ${template.newEmail}. Notices and access now use the new address; this is the last e-mail sent here.`,
        ],
        closing:
          'If it was not you, contact our support team at once: someone may have accessed your account.',
      };
    case 'registration-review':
      return {
        subject:
          template.status === 'APPROVED'
            ? `${brand}: registration approved`
            : template.status === 'REJECTED'
              ? `${brand}: registration not approved`
              : `${brand}: registration under review`,
        greeting,
        paragraphs: [
          template.status === 'APPROVED'
            ? 'Your e-mail is confirmed and your registration was approved. You can now log in and operate.'
            : template.status === 'REJECTED'
              ? 'Your e-mail is confirmed, but your registration was not approved. Please contact our support team.'
              : 'Your e-mail is confirmed and your registration is under review. We will e-mail you when it is done.',
        ],
        closing: 'Thank you for registering.',
      };
    case 'inbound-payment-link':
      return {
        subject: `${brand}: your payment link to receive ${template.amount}`,
        greeting,
        paragraphs: [
          `Your inbound operation no. ${template.operationId} was created. Send the link below to the person paying from abroad: they pay ${template.amount} with an international debit card, without an account.`,
          `The link is valid until ${template.expiresAt}. After that, you will need to create a new operation.`,
        ],
        action: { label: 'Open the payment link', url: template.link },
        closing:
          'You received this e-mail because you created an operation to receive money from abroad.',
      };
    case 'inbound-payment-received':
      return {
        subject: `${brand}: payment received for operation no. ${template.operationId}`,
        greeting,
        paragraphs: [
          `The payment of ${template.amount} for your inbound operation no. ${template.operationId} was received.`,
          'We now close the exchange and credit the amount in reais to your account. You can follow the operation in your history.',
        ],
        closing:
          'You received this e-mail because you have an operation receiving money from abroad.',
      };
    case 'inbound-payment-link-expired':
      return {
        subject: `${brand}: the payment link of operation no. ${template.operationId} expired`,
        greeting,
        paragraphs: [
          `The payment link of ${template.amount} for your inbound operation no. ${template.operationId} expired unpaid.`,
          'To receive, create a new operation and send the new link to the person paying.',
        ],
        closing:
          'You received this e-mail because you have an operation receiving money from abroad.',
      };
    case 'card-payment': {
      const what = `The card payment of ${template.amount} for operation no. ${template.operationId}`;
      const texts = {
        UNDER_REVIEW: [
          'payment under review',
          `${what} is under review. You will hear by e-mail within 4 hours.`,
        ],
        APPROVED: ['payment approved', `${what} was approved. Your operation is on its way.`],
        REFUNDED: [
          'payment refunded',
          `${what} was refunded and the operation cancelled. The amount goes back to your card's limit.`,
        ],
        REFUSED: [
          'payment refused',
          `${what} was refused and the operation cancelled. Nothing was charged.`,
        ],
      }[template.result];
      return {
        subject: `${brand}: ${texts[0]} for operation no. ${template.operationId}`,
        greeting,
        paragraphs: [texts[1] ?? ''],
        closing: 'You received this e-mail because you paid an operation by credit card.',
      };
    }
    case 'reservation-completed': {
      const card = template.payLink !== null;
      const text = {
        AWAITING_CURRENCY_AVAILABILITY: card
          ? 'An exotic currency has been reserved for you. We will validate its availability; once confirmed, you can pay by card at the link below, in your history.'
          : 'An exotic currency has been reserved for you. Its availability will be validated and you will receive an e-mail.',
        MANUAL_ANALYSIS: card
          ? 'Your operation is under analysis. To make the card payment, use the link below, in your history.'
          : 'Your operation is under analysis. You will receive an e-mail with the bank transfer data.',
        WAITING_DOCUMENT_APPROVAL: card
          ? 'Your operation awaits the approval of its documents. After approval, complete the card payment at the link below, in your history.'
          : 'Your operation awaits the approval of its documents. After approval, you will receive an e-mail with the PIX key or the bank transfer data.',
        WAITING_REGISTRATION_APPROVAL: card
          ? 'Your operation awaits the approval of your registration. After approval, complete the card payment at the link below, in your history.'
          : 'Your operation awaits the approval of your registration. After approval, you will receive an e-mail with the PIX key or the bank transfer data.',
      }[template.status];
      return {
        subject: `${brand}: reservation completed — operation no. ${template.operationId}`,
        greeting,
        paragraphs: [`Reservation completed: operation no. ${template.operationId}.`, text],
        ...(template.payLink === null
          ? {}
          : { action: { label: 'Pay by card', url: template.payLink } }),
        closing: 'You received this e-mail because you created an exchange operation.',
      };
    }
    case 'card-payment-available':
      return {
        subject: `${brand}: operation no. ${template.operationId} can now be paid`,
        greeting,
        paragraphs: [
          `Your operation no. ${template.operationId} was released and can now be paid by credit card: ${template.amount}.`,
          'Use the link below to pay in your history.',
        ],
        action: { label: 'Pay by card', url: template.payLink },
        closing: 'You received this e-mail because you created an exchange operation paid by card.',
      };
    case 'company-limit-used':
      return {
        subject: `${brand}: ${template.threshold}% of the company's operational limit used`,
        greeting,
        paragraphs: [
          `The company has used ${template.threshold}% of its operational limit: ${template.used} of ${template.max}.`,
          template.threshold === 100
            ? 'The limit is reached: the next operations go to manual analysis. To operate more, request a limit increase.'
            : 'Once the limit is reached, the next operations will go to manual analysis.',
        ],
        closing:
          "You received this e-mail because the company's limit notices are turned on in its profile.",
      };
    case 'limit-update-decision':
      return {
        subject:
          template.status === 'APPROVED'
            ? `${brand}: your limit increase was approved`
            : `${brand}: your limit increase request was not approved`,
        greeting,
        paragraphs: [
          template.status === 'APPROVED'
            ? `Your limit increase request no. ${template.requestId} was approved. Your new operational limit is ${template.limit ?? ''}.`
            : `Your limit increase request no. ${template.requestId} was not approved. Your operational limit stays the same.`,
          ...(template.reason === null ? [] : [`Reason: ${template.reason}`]),
        ],
        action: { label: 'See request', url: template.link },
        closing: 'You received this e-mail because you requested a limit increase.',
      };
  }
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(parts: MailParts, brand: string): string {
  const lines = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p, ''])];
  if (parts.code !== undefined) lines.push(parts.code, '');
  if (parts.action !== undefined) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  lines.push(parts.closing, '', `— ${brand}`);
  return lines.join('\n');
}

function renderHtml(parts: MailParts, brand: string, locale: Locale): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const code =
    parts.code === undefined
      ? ''
      : `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(parts.code)}</p>`;
  const action =
    parts.action === undefined
      ? ''
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#027be3;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>` +
        p(parts.action.url);
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${escapeHtml(brand)}</p>`,
    p(parts.greeting),
    ...parts.paragraphs.map(p),
    code,
    action,
    `<p style="margin:24px 0 0;color:#555555;font-size:13px">${escapeHtml(parts.closing)}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The e-mail of `template` for `to`, in `locale`, signed by `brand` (the correspondent's name).
 */
export function renderMail(
  to: string,
  template: MailTemplate,
  locale: Locale,
  brand: string,
): OutgoingMail {
  const parts = locale === 'en-US' ? enParts(template, brand) : ptParts(template, brand);
  return {
    to,
    subject: parts.subject,
    text: renderText(parts, brand),
    html: renderHtml(parts, brand, locale),
    kind: template.kind,
    locale,
  };
}

/** What an e-mail is made of, for e-mails whose texts live beside their feature (issue 20). */
export type FeatureMailParts = MailParts;

/**
 * The e-mail made of `parts` (already in `locale`) for `to`, signed by `brand`, recorded under
 * `kind`: the same text and HTML layout as {@link renderMail}.
 */
export function renderMailParts(
  to: string,
  parts: FeatureMailParts,
  locale: Locale,
  brand: string,
  kind: string,
): OutgoingMail {
  return {
    to,
    subject: parts.subject,
    text: renderText(parts, brand),
    html: renderHtml(parts, brand, locale),
    kind,
    locale,
  };
}
