/**
 * Contracts of an operation's payment data (`GET /v1/payments/users/{document}/resource/{id}`,
 * spec operations §2.5, §7.4; the spec does not show the shape). One variant per payment method:
 * - DYNAMIC_PIX: the BR Code to copy and paste, its QR image (a PNG data URL), the amount, the
 *   transaction id it carries, and its expiry (30 minutes, design §4);
 * - PIX: the product's PIX key to pay by hand, with the same fixed-amount code and its QR image
 *   (issue 19, item 7: the page showed a key and spoke of a QR code it did not show);
 * - TED: the bank data to transfer to;
 * - PICPAY: the wallet provider's payment link and QR image.
 * Amounts are BRL money objects.
 * @module
 */
import * as z from 'zod/mini';
import { PIX_KEY_TYPES } from '../domain/pix/pix-key';
import { WireMoneySchema } from './quotations';
import { PathIdSchema } from './registration';
import { PaperMoneyStatusSchema } from './paper-money';
import { RemittanceStatusSchema } from './remittances';
import { DOCUMENT_MAX } from './text-limits';

const expiry = z.iso.datetime({ offset: true });

/** Paying by dynamic PIX: scan or paste the code before `expiresAt`. */
export const DynamicPixPaymentSchema = z.object({
  method: z.literal('DYNAMIC_PIX'),
  amount: WireMoneySchema,
  /** The BR Code (PIX copy-paste code). */
  brCode: z.string(),
  /** The QR image of `brCode`, `data:image/png;base64,…`. */
  qrCodeImage: z.string(),
  /** The transaction id the code carries (62-05). */
  txid: z.string(),
  expiresAt: expiry,
});

/** Paying by PIX to the product's key. */
export const PixPaymentSchema = z.object({
  method: z.literal('PIX'),
  amount: WireMoneySchema,
  pixKey: z.string(),
  pixKeyType: z.enum(PIX_KEY_TYPES),
  /** Who the key belongs to, as the payer's bank shows it. */
  beneficiaryName: z.string(),
  brCode: z.string(),
  /** The QR image of exactly `brCode`, `data:image/png;base64,…`. */
  qrCodeImage: z.string(),
  txid: z.string(),
  expiresAt: expiry,
});

/** Paying by TED: the account to transfer to. */
export const TedPaymentSchema = z.object({
  method: z.literal('TED'),
  amount: WireMoneySchema,
  bankName: z.string(),
  /** COMPE code, 3 digits. */
  bankCode: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  accountType: z.enum(['ch', 'sa']),
  holderName: z.string(),
  /** The holder's CNPJ. */
  holderDocument: z.string(),
  expiresAt: expiry,
});

/** Paying through the wallet provider. */
export const WalletPaymentSchema = z.object({
  method: z.literal('PICPAY'),
  amount: WireMoneySchema,
  paymentUrl: z.string(),
  qrCodeImage: z.string(),
  expiresAt: expiry,
});

/** An operation's payment data, by method. */
export const PaymentDataSchema = z.discriminatedUnion('method', [
  DynamicPixPaymentSchema,
  PixPaymentSchema,
  TedPaymentSchema,
  WalletPaymentSchema,
]);
/** An operation's payment data. */
export type PaymentData = z.infer<typeof PaymentDataSchema>;

/**
 * What marking an operation paid answers (`POST /sandbox/operations/{id}/pay`; a provider's
 * notification gets the same): the operation's status after it and when it was paid.
 */
export const PaymentReceiptSchema = z.object({
  id: z.int(),
  /** A remittance's status, or a paper-money purchase's (issue 17). */
  status: z.object({ key: z.union([RemittanceStatusSchema, PaperMoneyStatusSchema]) }),
  paidAt: z.iso.datetime({ offset: true }),
  /** False when the payment had already been received (nothing changed). */
  changed: z.boolean(),
});
/** What marking an operation paid answers. */
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

/** `/sandbox/operations/{id}/pay`. */
export const SandboxPayParamsSchema = z.object({ id: PathIdSchema });

/** `/v1/payments/users/{document}/resource/{id}`. */
export const PaymentParamsSchema = z.object({
  document: z.string().check(z.maxLength(DOCUMENT_MAX), z.regex(/^[0-9A-Z]{11,14}$/)),
  id: PathIdSchema,
});
