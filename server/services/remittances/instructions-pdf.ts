/**
 * The receipt instructions as a PDF (spec operations §2.5; issue 16): one A4 page the customer
 * sends the foreign payer, with the SWIFT fields 56, 57, 59 and 70 laid out as a bank's wire form
 * asks for them, in pt-BR or en-US. Drawn with pdf-lib's standard Helvetica (no font file to
 * ship); text it cannot encode (WinAnsi) loses its accents, else becomes `?`.
 * @module
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type {
  InboundInstructions,
  INSTRUCTIONS_LANGUAGES,
  SwiftBank,
} from '../../../src/contracts/inbound-instructions';
import { formatMoney } from '../../../src/domain/money/money';

/** A language of the PDF. */
export type InstructionsLanguage = (typeof INSTRUCTIONS_LANGUAGES)[number];

interface Labels {
  title: string;
  intro: string;
  amount: string;
  reference: string;
  referenceNote: string;
  field56: string;
  field57: string;
  field59: string;
  field70: string;
  swift: string;
  name: string;
  address: string;
  account: string;
  direct: string;
  sandbox: string;
  operation: string;
}

const LABELS: Record<InstructionsLanguage, Labels> = {
  'pt-BR': {
    title: 'Instruções de recebimento (SWIFT)',
    intro:
      'Envie estas instruções ao pagador no exterior. O banco dele deve preencher a transferência internacional com os campos abaixo.',
    amount: 'Valor a enviar',
    reference: 'Referência da operação',
    referenceNote:
      'A referência deve constar no campo 70, ou a transferência não será identificada.',
    field56: 'Campo 56 - Banco intermediário (correspondente)',
    field57: 'Campo 57 - Banco do beneficiário',
    field59: 'Campo 59 - Beneficiário (intermediário)',
    field70: 'Campo 70 - Informações da remessa (beneficiário final)',
    swift: 'SWIFT/BIC',
    name: 'Nome',
    address: 'Endereço',
    account: 'Conta',
    direct: 'Não se aplica: envie diretamente ao banco do campo 57.',
    sandbox: 'SANDBOX: dados de teste. Nenhuma transferência real pode ser enviada a estas contas.',
    operation: 'Operação',
  },
  'en-US': {
    title: 'Receipt instructions (SWIFT)',
    intro:
      'Send these instructions to the payer abroad. Their bank must fill in the international wire transfer with the fields below.',
    amount: 'Amount to send',
    reference: 'Operation reference',
    referenceNote: 'The reference must appear in field 70, or the transfer cannot be identified.',
    field56: 'Field 56 - Intermediary bank (correspondent)',
    field57: 'Field 57 - Beneficiary bank (account with institution)',
    field59: 'Field 59 - Beneficiary (intermediary beneficiary)',
    field70: 'Field 70 - Remittance information (final beneficiary)',
    swift: 'SWIFT/BIC',
    name: 'Name',
    address: 'Address',
    account: 'Account',
    direct: 'Not applicable: send directly to the bank of field 57.',
    sandbox: 'SANDBOX: test data. No real transfer can be sent to these accounts.',
    operation: 'Operation',
  },
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.35, 0.35, 0.35);

/** `text` in what `font` can draw: accents dropped where needed, anything else `?`. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  // Intl separates currency and amount with no-break spaces WinAnsi may lack.
  return Array.from(text.replace(/[\u00a0\u202f]/g, ' '), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) return char;
    const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return bare !== '' && Array.from(bare).every((c) => known.has(c.codePointAt(0) ?? 0))
      ? bare
      : '?';
  }).join('');
}

/** Writes lines top-down on one page, wrapping long text. */
function createWriter(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  function wrap(text: string, font: PDFFont, size: number, indent: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(next, size) > width - indent && line !== '') {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  return {
    text(
      value: string,
      options: { size?: number; bold?: boolean; indent?: number; color?: typeof INK } = {},
    ) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      const indent = options.indent ?? 0;
      for (const line of wrap(drawable(font, value), font, size, indent)) {
        page.drawText(line, {
          x: PAGE.margin + indent,
          y,
          size,
          font,
          color: options.color ?? INK,
        });
        y -= size * 1.45;
      }
    },
    gap(points = 8) {
      y -= points;
    },
    rule() {
      page.drawLine({
        start: { x: PAGE.margin, y: y + 4 },
        end: { x: PAGE.width - PAGE.margin, y: y + 4 },
        thickness: 0.5,
        color: MUTED,
      });
      y -= 10;
    },
  };
}

/** The PDF of `instructions` in `language`. */
export async function renderInstructionsPdf(
  instructions: InboundInstructions,
  language: InstructionsLanguage,
): Promise<Uint8Array> {
  const labels = LABELS[language];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${labels.title} - ${labels.operation} ${instructions.operationId}`);
  pdf.setLanguage(language);
  pdf.setCreator('FX platform');
  pdf.setProducer('FX platform');
  // A fixed date keeps the file the same for the same operation (no clock in the bytes).
  const epoch = new Date(0);
  pdf.setCreationDate(epoch);
  pdf.setModificationDate(epoch);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const w = createWriter(page, fonts);
  const field = (label: string, value: string) => w.text(`${label}: ${value}`, { indent: 12 });
  const bank = (title: string, value: SwiftBank | null) => {
    w.text(title, { bold: true, size: 11 });
    if (value === null) {
      w.text(labels.direct, { indent: 12 });
    } else {
      field(labels.swift, value.swiftCode);
      field(labels.name, value.name);
      field(labels.address, value.address);
      if (value.account !== null) field(labels.account, value.account);
    }
    w.gap();
  };

  w.text(labels.title, { bold: true, size: 16 });
  w.gap(4);
  if (instructions.sandbox) {
    w.text(labels.sandbox, { bold: true, color: rgb(0.7, 0.1, 0.1) });
    w.gap(4);
  }
  w.text(labels.intro, { color: MUTED });
  w.gap();
  w.rule();
  const { amount } = instructions;
  w.text(
    `${labels.amount}: ${formatMoney(amount.value, amount.currency, language)} (${amount.currency})`,
    { bold: true, size: 12 },
  );
  w.text(`${labels.reference}: ${instructions.reference}`, { bold: true, size: 12 });
  w.text(labels.referenceNote, { color: MUTED });
  w.gap();
  w.rule();
  bank(labels.field56, instructions.field56);
  bank(labels.field57, instructions.field57);
  w.text(labels.field59, { bold: true, size: 11 });
  field(labels.account, instructions.field59.account);
  field(labels.name, instructions.field59.name);
  field(labels.address, instructions.field59.address);
  w.gap();
  w.text(labels.field70, { bold: true, size: 11 });
  for (const line of instructions.field70) w.text(line, { indent: 12 });
  w.gap();
  w.rule();
  w.text(`${labels.operation} ${instructions.operationId}`, { color: MUTED, size: 9 });
  return pdf.save();
}
