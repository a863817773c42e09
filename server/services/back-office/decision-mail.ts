/**
 * The e-mails of the operator console's decisions (issue 20), in the customer's language, signed
 * by the correspondent, queued in the decision's transaction (sent after commit, exactly once):
 * the registration approved or rejected, a document approved or rejected, a held operation
 * released (with the status it moved to), moved to analysis (its limit, reserved at the
 * registration's approval, did not fit) or cancelled, a company document version approved or
 * refused. A rejection carries the operator's reason.
 * @module
 */
import type { Locale } from '../../../src/i18n';
import type { OutgoingMail } from '../mail/mailer';
import { renderMailParts, type FeatureMailParts } from '../mail/templates';

/** What a decision tells the customer. */
export type DecisionMail =
  | { kind: 'registration-decided'; name: string; approved: boolean; reason: string | null }
  | {
      kind: 'document-decided';
      name: string;
      approved: boolean;
      fileName: string;
      reason: string | null;
    }
  | {
      kind: 'operation-released';
      name: string;
      operationId: number;
      status: 'WAITING_REGISTRATION_APPROVAL' | 'WAITING_DOCUMENT_APPROVAL' | 'AWAITING_PAYMENT';
      link: string;
    }
  | { kind: 'operation-in-analysis'; name: string; operationId: number; link: string }
  | { kind: 'operation-rejected'; name: string; operationId: number; reason: string }
  | {
      kind: 'company-document-decided';
      name: string;
      approved: boolean;
      /** RG, CNH, RNE or PASSPORT. */
      documentType: string;
      reason: string | null;
    };

/** The document types' names in the e-mails (RG, CNH and RNE are names in both languages). */
const DOCUMENT_TYPE_NAMES: Record<'pt-BR' | 'en-US', Record<string, string>> = {
  'pt-BR': { PASSPORT: 'Passaporte' },
  'en-US': { PASSPORT: 'Passport' },
};

function documentTypeName(type: string, locale: 'pt-BR' | 'en-US'): string {
  return DOCUMENT_TYPE_NAMES[locale][type] ?? type;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function ptParts(mail: DecisionMail, brand: string): FeatureMailParts {
  const greeting = `Olá, ${firstName(mail.name)}!`;
  switch (mail.kind) {
    case 'registration-decided':
      return mail.approved
        ? {
            subject: `${brand}: cadastro aprovado`,
            greeting,
            paragraphs: ['Seu cadastro foi aprovado pela nossa equipe. Você já pode operar.'],
            closing: 'Obrigado por escolher a nossa plataforma.',
          }
        : {
            subject: `${brand}: cadastro não aprovado`,
            greeting,
            paragraphs: [
              'Seu cadastro não foi aprovado pela nossa equipe.',
              `Motivo: ${mail.reason ?? ''}`,
              'Suas operações que aguardavam o cadastro foram canceladas.',
            ],
            closing: 'Em caso de dúvida, fale com nossa equipe de suporte.',
          };
    case 'document-decided':
      return mail.approved
        ? {
            subject: `${brand}: documento aprovado`,
            greeting,
            paragraphs: [`O documento ${mail.fileName} foi aprovado pela nossa equipe.`],
            closing: 'Você recebeu este e-mail porque enviou um documento.',
          }
        : {
            subject: `${brand}: documento recusado`,
            greeting,
            paragraphs: [
              `O documento ${mail.fileName} foi recusado pela nossa equipe.`,
              `Motivo: ${mail.reason ?? ''}`,
              'As operações que aguardavam este documento foram canceladas; envie um novo documento em uma nova operação.',
            ],
            closing: 'Em caso de dúvida, fale com nossa equipe de suporte.',
          };
    case 'operation-released':
      return {
        subject: `${brand}: a operação nº ${mail.operationId} foi liberada`,
        greeting,
        paragraphs: [
          `Sua operação nº ${mail.operationId} foi liberada pela nossa equipe.`,
          mail.status === 'AWAITING_PAYMENT'
            ? 'Ela já aguarda o seu pagamento: acesse a operação para pagar dentro do prazo.'
            : mail.status === 'WAITING_DOCUMENT_APPROVAL'
              ? 'Ela aguarda agora a aprovação dos documentos. Avisaremos por e-mail.'
              : 'Ela aguarda agora a aprovação do seu cadastro. Avisaremos por e-mail.',
        ],
        action: { label: 'Ver operação', url: mail.link },
        closing: 'Você recebeu este e-mail porque criou uma operação de câmbio.',
      };
    case 'company-document-decided': {
      const document = documentTypeName(mail.documentType, 'pt-BR');
      return mail.approved
        ? {
            subject: `${brand}: documento da empresa aprovado`,
            greeting,
            paragraphs: [`A nova versão do documento ${document} da empresa foi aprovada.`],
            closing: 'Você recebeu este e-mail porque enviou um documento da empresa.',
          }
        : {
            subject: `${brand}: documento da empresa recusado`,
            greeting,
            paragraphs: [
              `A nova versão do documento ${document} da empresa foi recusada pela nossa equipe.`,
              `Motivo: ${mail.reason ?? ''}`,
              'Envie uma nova versão do documento no perfil da empresa.',
            ],
            closing: 'Em caso de dúvida, fale com nossa equipe de suporte.',
          };
    }
    case 'operation-in-analysis':
      return {
        subject: `${brand}: a operação nº ${mail.operationId} está em análise`,
        greeting,
        paragraphs: [
          `Seu cadastro foi aprovado, mas a operação nº ${mail.operationId} excede o seu limite operacional.`,
          'Ela está agora em análise pela nossa equipe. Avisaremos por e-mail.',
        ],
        action: { label: 'Ver operação', url: mail.link },
        closing: 'Você recebeu este e-mail porque criou uma operação de câmbio.',
      };
    case 'operation-rejected':
      return {
        subject: `${brand}: a operação nº ${mail.operationId} foi cancelada`,
        greeting,
        paragraphs: [
          `Sua operação nº ${mail.operationId} não foi aprovada pela nossa equipe e foi cancelada.`,
          `Motivo: ${mail.reason}`,
        ],
        closing: 'Em caso de dúvida, fale com nossa equipe de suporte.',
      };
  }
}

function enParts(mail: DecisionMail, brand: string): FeatureMailParts {
  const greeting = `Hello, ${firstName(mail.name)}!`;
  switch (mail.kind) {
    case 'registration-decided':
      return mail.approved
        ? {
            subject: `${brand}: registration approved`,
            greeting,
            paragraphs: ['Your registration was approved by our team. You can now operate.'],
            closing: 'Thank you for choosing our platform.',
          }
        : {
            subject: `${brand}: registration not approved`,
            greeting,
            paragraphs: [
              'Your registration was not approved by our team.',
              `Reason: ${mail.reason ?? ''}`,
              'Your operations waiting for the registration were cancelled.',
            ],
            closing: 'If in doubt, contact our support team.',
          };
    case 'document-decided':
      return mail.approved
        ? {
            subject: `${brand}: document approved`,
            greeting,
            paragraphs: [`The document ${mail.fileName} was approved by our team.`],
            closing: 'You received this e-mail because you sent a document.',
          }
        : {
            subject: `${brand}: document refused`,
            greeting,
            paragraphs: [
              `The document ${mail.fileName} was refused by our team.`,
              `Reason: ${mail.reason ?? ''}`,
              'The operations waiting for this document were cancelled; send a new document with a new operation.',
            ],
            closing: 'If in doubt, contact our support team.',
          };
    case 'operation-released':
      return {
        subject: `${brand}: operation no. ${mail.operationId} was released`,
        greeting,
        paragraphs: [
          `Your operation no. ${mail.operationId} was released by our team.`,
          mail.status === 'AWAITING_PAYMENT'
            ? 'It now awaits your payment: open the operation to pay before the deadline.'
            : mail.status === 'WAITING_DOCUMENT_APPROVAL'
              ? 'It now waits for its documents to be approved. We will let you know by e-mail.'
              : 'It now waits for your registration to be approved. We will let you know by e-mail.',
        ],
        action: { label: 'See operation', url: mail.link },
        closing: 'You received this e-mail because you created an exchange operation.',
      };
    case 'company-document-decided': {
      const document = documentTypeName(mail.documentType, 'en-US');
      return mail.approved
        ? {
            subject: `${brand}: company document approved`,
            greeting,
            paragraphs: [`The new version of the company's ${document} was approved.`],
            closing: 'You received this e-mail because you sent a company document.',
          }
        : {
            subject: `${brand}: company document refused`,
            greeting,
            paragraphs: [
              `The new version of the company's ${document} was refused by our team.`,
              `Reason: ${mail.reason ?? ''}`,
              "Send a new version of the document on the company's profile.",
            ],
            closing: 'If in doubt, contact our support team.',
          };
    }
    case 'operation-in-analysis':
      return {
        subject: `${brand}: operation no. ${mail.operationId} is under analysis`,
        greeting,
        paragraphs: [
          `Your registration was approved, but operation no. ${mail.operationId} exceeds your operational limit.`,
          'It is now under analysis by our team. We will let you know by e-mail.',
        ],
        action: { label: 'See operation', url: mail.link },
        closing: 'You received this e-mail because you created an exchange operation.',
      };
    case 'operation-rejected':
      return {
        subject: `${brand}: operation no. ${mail.operationId} was cancelled`,
        greeting,
        paragraphs: [
          `Your operation no. ${mail.operationId} was not approved by our team and was cancelled.`,
          `Reason: ${mail.reason}`,
        ],
        closing: 'If in doubt, contact our support team.',
      };
  }
}

/** The e-mail of `mail` to `to` in `locale`, signed by `brand`. */
export function renderDecisionMail(
  to: string,
  mail: DecisionMail,
  locale: Locale,
  brand: string,
): OutgoingMail {
  const parts = locale === 'en-US' ? enParts(mail, brand) : ptParts(mail, brand);
  return renderMailParts(to, parts, locale, brand, mail.kind);
}
