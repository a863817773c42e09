/**
 * The longest text each kind of request field accepts (issue 14, item 7: every text a request
 * carries is bounded, so no field stores a 900 kB string). The spec gives few lengths (the name
 * limits of platform §5); the others come from the format itself (an IBAN, an e-mail address, a
 * CPF typed with its punctuation) or, for free text, from what a form can reasonably hold.
 * `tests/architecture/request-text-bounds.test.ts` checks that every request string of the
 * OpenAPI document has a `maxLength`.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError, type CommonMessageKey } from '../domain/identity/message-key';

/** A person's or company's full name (the spec's 40 + 60 characters of name and surname, and room). */
export const NAME_MAX = 160;
/** A name as on a bank account, or a bank's name. */
export const ACCOUNT_HOLDER_MAX = 100;
/** An e-mail address: RFC 5321's 254 characters. */
export const EMAIL_MAX = 254;
/** A password, new or presented: beyond this a hash only costs CPU. */
export const PASSWORD_MAX = 128;
/** A mobile number, E.164 or national, typed with spaces, brackets and dashes. */
export const PHONE_MAX = 32;
/** A CPF typed with its punctuation (`000.000.000-00`). */
export const CPF_MAX = 14;
/** A CNPJ typed with its punctuation (`00.000.000/0000-00`). */
export const CNPJ_MAX = 18;
/** A CPF or a CNPJ, typed or bare. */
export const DOCUMENT_MAX = CNPJ_MAX;
/** A foreign identity document (DNI, CUIT), typed with its punctuation. */
export const FOREIGN_DOCUMENT_MAX = 20;
/** A calendar date, ISO `YYYY-MM-DD`. */
export const DATE_MAX = 10;
/** An ISO 8601 date-time with its offset (`2026-01-31T12:00:00.000-03:00`). */
export const DATE_TIME_MAX = 40;
/** A comma-separated list of currency codes (`USD,EUR`), room for a hundred. */
export const CURRENCY_LIST_MAX = 400;
/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODE_MAX = 2;
/** An ISO 4217 currency code. */
export const CURRENCY_CODE_MAX = 3;

/** A street. */
export const STREET_MAX = 120;
/** A house number as text (a foreign address). */
export const HOUSE_NUMBER_MAX = 20;
/** An address complement (flat, block). */
export const COMPLEMENT_MAX = 80;
/** A neighbourhood. */
export const NEIGHBORHOOD_MAX = 80;
/** A city. */
export const CITY_MAX = 80;
/** A state: the UF in Brazil, a region's name elsewhere. */
export const STATE_MAX = 60;
/** A postal code abroad (the longest formats, with spaces, fit). */
export const ZIP_CODE_MAX = 16;
/** A CEP, typed with its dot and dash (`01.310-100`) and a few stray spaces. */
export const CEP_MAX = 16;
/** The customer's label for an address or a beneficiary ("Casa"). */
export const NICKNAME_MAX = 40;
/** A free-text address line (an investment broker's). */
export const ADDRESS_LINE_MAX = 160;

/** A profession or business activity. */
export const PROFESSION_MAX = 80;
/** A free text such as a remittance's reason or a purpose's description. */
export const FREE_TEXT_MAX = 500;
/** A short note to the recipient ('for further credit'). */
export const NOTE_MAX = 140;
/** A short label or category (a beneficiary's sub-type, a delivery method). */
export const LABEL_MAX = 40;

/** An upload key, as the storage signed it (`{folder}/{uuid}/{file name}`). */
export const UPLOAD_KEY_MAX = 255;
/** A one-time token (reset, invitation, impersonation) or a session token. */
export const TOKEN_MAX = 512;
/** A manager token or another short secret typed by a person. */
export const SHORT_TOKEN_MAX = 256;
/** An idempotency key (a UUID fits). */
export const IDEMPOTENCY_KEY_MAX = 64;
/** A URL. */
export const URL_MAX = 2048;
/** A code of a coupon, a merchant or a correspondent's identifier. */
export const CODE_MAX = 64;
/** An integer or a decimal written as text in a query string. */
export const NUMBER_TEXT_MAX = 20;
/** A short flag or option written as text in a query string (`true`, `default`). */
export const FLAG_MAX = 16;

/** An IBAN: at most 34 characters (ISO 13616), more with the spaces of its printed form. */
export const IBAN_MAX = 42;
/** An ACH routing number: 9 digits, typed with a space or a dash or two. */
export const ACH_MAX = 12;
/** A SWIFT/BIC code: 8 or 11 characters, typed with a few spaces. */
export const SWIFT_MAX = 16;
/** An account number abroad (the IBAN's 34 characters is the longest format), or a bank code value. */
export const ACCOUNT_NUMBER_MAX = 34;
/** A bank code's value (IBAN, BIC, routing number, sort code…), typed with spaces. */
export const BANK_CODE_MAX = IBAN_MAX;
/** A Brazilian bank branch with its check digit (`1234-5`). */
export const BRANCH_MAX = 20;
/** A PIX key: the copy-paste code (a whole BR Code) is the longest kind. */
export const PIX_KEY_MAX = 512;

/**
 * The length check of a text that has a format (a CPF, an e-mail, a country code): a too-long
 * value answers the format's own message, once, and the format's own checks do not run on it.
 */
export function maxLengthOf(max: number, key: CommonMessageKey) {
  return z.maxLength(max, { ...catalogueError(key), abort: true });
}
