/**
 * Building PIX BR Codes (design §6: EMV merchant-presented QR, `br.gov.bcb.pix`, CRC16/CCITT-
 * FALSE over the payload ending `6304`) with pix-utils, and reading one back.
 *
 * What pix-utils builds, and so what this module offers (BCB "Manual de Padrões para Iniciação
 * do Pix" §2.6–2.7):
 * - a **static** code: the PIX key (26-01), the amount (54), the transaction id (62-05, up to 25
 *   letters or digits), optionally single use (01 = `12`). This is the code the payment data
 *   carries for an operation: it holds the amount and the txid, so any bank app pays exactly
 *   the operation;
 * - a **dynamic** code: a location URL (26-25, no protocol prefix, 77 characters at most) and
 *   single use (01 = `12`). pix-utils writes no amount and `***` as txid in a dynamic code, as
 *   the manual wants: both are read from the JWS payload the location serves, which only a PSP
 *   can sign; the sandbox has none, so the platform pays with the static single-use code.
 * Limits of pix-utils 2.8.2, kept: the merchant category code is always `0000` (the manual's
 * "não informado"); a reusable code omits field 01 rather than writing `11` (the manual makes
 * 01 optional and defines only `12`); merchant name and city are upper-cased without accents
 * and cut to 25 and 15 characters.
 *
 * Server-side: pix-utils brings axios and qrcode (~43 KB gzip), so browser code validates a
 * copy-paste code with `emv` instead.
 * @module
 */
import {
  createDynamicPix,
  createStaticPix,
  hasError,
  isDynamicPix,
  isStaticPix,
  parsePix,
} from 'pix-utils';
import { minorToDecimalString } from '../money/money';
import { emvValue, readEmvFields } from './emv';

/** Longest txid of a static code (manual §2.6.2). */
export const STATIC_TXID_MAX_LENGTH = 25;
/** Longest location URL (manual §2.5.2). */
export const LOCATION_URL_MAX_LENGTH = 77;
/** Longest merchant name and city a BR Code holds (EMV 59 and 60). */
export const MERCHANT_NAME_MAX_LENGTH = 25;
/** Longest merchant city. */
export const MERCHANT_CITY_MAX_LENGTH = 15;
/** Largest amount field 54 can hold: 13 characters, `9999999999.99`. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

/** Who receives: the name and city the payer's app shows (the DICT's name prevails). */
export interface BrCodeMerchant {
  merchantName: string;
  merchantCity: string;
}

/** A static code: the product's PIX key, the amount and the operation's transaction id. */
export interface StaticBrCodeInput extends BrCodeMerchant {
  /** The receiving key in its DICT format (see `pix-key`). */
  pixKey: string;
  /** BRL cents; absent lets the payer type the amount. */
  amountCents?: number;
  /** Up to 25 letters and digits; absent writes `***`. */
  txid?: string;
  /** Marks the code as single use (01 = `12`). */
  singleUse?: boolean;
  /** Free text shown to the payer (26-02). */
  additionalInfo?: string;
}

/** A dynamic code: the location of the charge's payload. */
export interface DynamicBrCodeInput extends BrCodeMerchant {
  /** Without `https://` (it is removed if given), 77 characters at most. */
  locationUrl: string;
  /** Marks the code as single use (01 = `12`); on by default, as in the manual's example. */
  singleUse?: boolean;
}

/** Upper case without accents, cut to `max` characters (what pix-utils writes anyway). */
function emvText(text: string, max: number): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim().slice(0, max);
}

function merchant(input: BrCodeMerchant): BrCodeMerchant {
  const merchantName = emvText(input.merchantName, MERCHANT_NAME_MAX_LENGTH);
  const merchantCity = emvText(input.merchantCity, MERCHANT_CITY_MAX_LENGTH);
  if (merchantName === '' || merchantCity === '') {
    throw new RangeError('A BR Code needs a merchant name and city');
  }
  return { merchantName, merchantCity };
}

/** Whether a txid fits a static code: 1–25 letters or digits (manual §2.6.2). */
export function isStaticTxid(txid: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{1,${STATIC_TXID_MAX_LENGTH}}$`).test(txid);
}

/** Builds a static BR Code (see the module note). Throws RangeError on input it cannot hold. */
export function buildStaticBrCode(input: StaticBrCodeInput): string {
  const { amountCents, txid } = input;
  if (amountCents !== undefined) {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
      throw new RangeError('A BR Code amount is a positive number of cents up to 9999999999.99');
    }
  }
  if (txid !== undefined && !isStaticTxid(txid)) {
    throw new RangeError('A static BR Code txid has 1 to 25 letters or digits');
  }
  // pix-utils' parameter type omits `oneTime`, which its builder reads from the same object
  // (field 01 = 12); a test decodes the result to hold it to that.
  const params: Parameters<typeof createStaticPix>[0] & { oneTime?: boolean } = {
    ...merchant(input),
    pixKey: input.pixKey,
    // pix-utils writes `toFixed(2)` of this number: exact for every amount up to MAX_AMOUNT_CENTS
    // (a test holds it to the decimal of the cents).
    transactionAmount: amountCents === undefined ? 0 : amountCents / 100,
    ...(txid === undefined ? {} : { txid }),
    ...(input.additionalInfo ? { infoAdicional: input.additionalInfo } : {}),
    oneTime: input.singleUse ?? false,
  };
  const pix = createStaticPix(params);
  if (hasError(pix)) throw new RangeError(`pix-utils refused the BR Code: ${pix.message}`);
  return pix.toBRCode();
}

/** Builds a dynamic BR Code for a location URL (see the module note). */
export function buildDynamicBrCode(input: DynamicBrCodeInput): string {
  const url = input.locationUrl.trim().replace(/^https?:\/\//i, '');
  if (url === '' || url.length > LOCATION_URL_MAX_LENGTH || /\s/.test(url)) {
    throw new RangeError('A location URL has 1 to 77 characters, no spaces');
  }
  const pix = createDynamicPix({ ...merchant(input), url, oneTime: input.singleUse ?? true });
  if (hasError(pix)) throw new RangeError(`pix-utils refused the BR Code: ${pix.message}`);
  return pix.toBRCode();
}

/** What a BR Code says, in the platform's units. */
export interface ParsedBrCode {
  kind: 'static' | 'dynamic';
  /** Static codes: the receiving key. */
  pixKey?: string;
  /** Dynamic codes: the location URL. */
  locationUrl?: string;
  /** BRL cents, when the code fixes an amount. */
  amountCents?: number;
  /** 62-05; `***` when the code has none. */
  txid?: string;
  singleUse: boolean;
  merchantName: string;
  merchantCity: string;
}

/**
 * Reads a BR Code with pix-utils (structure, CRC, static or dynamic), the amount and txid
 * straight from their fields (no float); `undefined` when pix-utils refuses it.
 */
export function parseBrCode(code: string): ParsedBrCode | undefined {
  const trimmed = code.trim();
  const pix = parsePix(trimmed);
  if (hasError(pix)) return undefined;
  const isStatic = isStaticPix(pix);
  if (!isStatic && !isDynamicPix(pix)) return undefined;
  const fields = readEmvFields(trimmed) ?? [];
  const amount = emvValue(fields, '54');
  const txid = emvValue(fields.find((field) => field.id === '62')?.fields ?? [], '05');
  const amountCents =
    amount !== undefined && /^\d{1,10}\.\d{2}$/.test(amount)
      ? Number(amount.replace('.', ''))
      : undefined;
  return {
    kind: isStatic ? 'static' : 'dynamic',
    ...(isStaticPix(pix)
      ? { pixKey: pix.pixKey }
      : isDynamicPix(pix)
        ? { locationUrl: pix.url }
        : {}),
    ...(amountCents === undefined ? {} : { amountCents }),
    ...(txid === undefined ? {} : { txid }),
    singleUse: emvValue(fields, '01') === '12',
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
  };
}

/** The QR image of a BR Code as a PNG data URL (pix-utils' `toImage`, through qrcode). */
export async function brCodeImageDataUrl(code: string): Promise<string> {
  const pix = parsePix(code.trim());
  if (hasError(pix)) throw new RangeError(`Not a BR Code: ${pix.message}`);
  if (!isStaticPix(pix) && !isDynamicPix(pix)) throw new RangeError('Not a payment BR Code');
  return pix.toImage();
}

/** The amount field's text for an amount in cents (what field 54 must read). */
export function brCodeAmountText(amountCents: number): string {
  return minorToDecimalString(amountCents, 2);
}
