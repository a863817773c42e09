/**
 * Reading the EMV merchant-presented payload a PIX BR Code carries (BCB "Manual de Padrões para
 * Iniciação do Pix" §2.5–2.7; EMV QRCPS-MPM): ID–length–value fields, the templates whose value
 * holds more fields, and the CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) that ends
 * the payload as `6304XXXX`.
 *
 * Small and dependency-free on purpose: forms validate a copy-paste code in the browser with it.
 * Building a code, and the full parse on the server, go through pix-utils (`br-code`), which
 * weighs ~43 KB gzip in a browser bundle (it brings axios and qrcode).
 * @module
 */

/** One data object: its two-digit ID, and its value or, for a template, its inner objects. */
export interface EmvField {
  id: string;
  value: string;
  /** The inner objects of a template (26–51 merchant accounts, 62, 80–99). */
  fields?: EmvField[];
}

/** Whether an ID is a template whose value holds more data objects. */
function isTemplate(id: number): boolean {
  return (id >= 26 && id <= 51) || id === 62 || (id >= 80 && id <= 99);
}

/**
 * Splits `payload` into its data objects, or `undefined` when it is not a well-formed run of
 * ID (2 digits), length (2 digits) and value. Lengths count characters, as the BR Code does.
 */
export function readEmvFields(payload: string, nested = true): EmvField[] | undefined {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const header = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return undefined;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = payload.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length) return undefined;
    const field: EmvField = { id, value };
    if (nested && isTemplate(Number(id))) {
      const inner = readEmvFields(value, false);
      if (!inner) return undefined;
      field.fields = inner;
    }
    fields.push(field);
    at += 4 + length;
  }
  return fields;
}

/** The value of the first data object with `id`, if any. */
export function emvValue(fields: readonly EmvField[], id: string): string | undefined {
  return fields.find((field) => field.id === id)?.value;
}

/** CRC16/CCITT-FALSE of `text`'s UTF-8 bytes, as four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether `payload` ends with `6304` and the CRC of everything up to and including it. */
export function hasValidCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-Fa-f]{4})$/s.exec(payload);
  if (!match) return false;
  const [, body = '', crc = ''] = match;
  return crc16CcittFalse(body) === crc.toUpperCase();
}

/** The PIX arrangement's globally unique identifier (case-insensitive, BCB manual §2.5). */
export const PIX_GUI = 'br.gov.bcb.pix';

/** The merchant account template (26–51) of the PIX arrangement, if any. */
export function pixMerchantAccount(fields: readonly EmvField[]): EmvField | undefined {
  return fields.find((field) => {
    const id = Number(field.id);
    return id >= 26 && id <= 51 && emvValue(field.fields ?? [], '00')?.toLowerCase() === PIX_GUI;
  });
}

/**
 * Whether `value` is a PIX copy-paste code (BR Code): well-formed fields starting with the
 * payload format indicator `000201`, a `br.gov.bcb.pix` merchant account with a key (01) or a
 * location URL (25), currency 986, country BR, a merchant name and city, and a right CRC16 in
 * the last field (`6304`).
 */
export function isPixCopyPasteCode(value: string): boolean {
  const payload = value.trim();
  if (!payload.startsWith('000201') || !hasValidCrc(payload)) return false;
  const fields = readEmvFields(payload);
  if (!fields) return false;
  const last = fields[fields.length - 1];
  if (last?.id !== '63') return false;
  const account = pixMerchantAccount(fields);
  const inner = account?.fields ?? [];
  if (!emvValue(inner, '01') && !emvValue(inner, '25')) return false;
  return (
    emvValue(fields, '53') === '986' &&
    emvValue(fields, '58') === 'BR' &&
    emvValue(fields, '59') !== undefined &&
    emvValue(fields, '60') !== undefined
  );
}
