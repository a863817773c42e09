/**
 * Signed quotations (issue 13; design §4 "quotations"): a quotation's `id` is a token that
 * carries its {@link QuoteSnapshot} and an HMAC-SHA256 over it, so any process verifies a quote
 * without reading the database, and nothing is written on the quote's path.
 *
 * Format: `{keyId}.{payload}.{signature}`, base64url, where `payload` is the snapshot as JSON with
 * short keys (a quote travels in URLs: the checkout's `quotationId`,
 * the simulator's `id`; about 400 characters, at most {@link QUOTATION_ID_MAX_LENGTH}) and the
 * signature covers `{keyId}.{payload}`. Keys rotate: one key signs, every configured key verifies.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { QUOTATION_ID_MAX_LENGTH } from '../../../src/contracts/quotations';
import { DELIVERY_METHODS } from '../../../src/domain/paper-money/delivery';
import { CURRENCY_CODES } from '../../../src/domain/pricing/currencies';
import { PURPOSE_CODES } from '../../../src/domain/pricing/purpose-codes';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import type { QuoteSigningKey } from './quote-signing-keys';

const KINDS = ['REMITTANCE_OUTBOUND', 'REMITTANCE_INBOUND', 'PAPER_MONEY'] as const;
const cents = z.number().int().nonnegative();
const tax = z.tuple([cents, z.number().int().nonnegative()]);

/**
 * The payload as signed: each field of {@link QuoteSnapshot} under a short key (`i` id, `k` kind,
 * `c` correspondent, `u` user, `p` purpose, `m` merchant, `dm` paper money's delivery method (optional: tokens
 * signed before it decode without one), `pm` inbound payment method, `x`
 * currency, `r` reverse, `a` foreign amount, `l` levelling rate, `o` offer, `d` offer in USD, `s`
 * spread, `t` totals [withTax, withoutTax, withoutDiscount], `f` IOF and `ir` IR [total, basis
 * points], `b` bank fee, `df` delivery fee, `dc` discount, `cp` coupon, `v` VET, `ia` issued at,
 * `e` expires at).
 */
const PayloadSchema = z.object({
  i: z.string().min(16).max(32),
  k: z.enum(KINDS),
  c: z.number().int().positive(),
  u: z.number().int().positive().nullable(),
  p: z.enum(PURPOSE_CODES).optional(),
  m: z.string().max(64).optional(),
  dm: z.enum(DELIVERY_METHODS).optional(),
  pm: z.enum(['DEBIT_CARD', 'DEBIT_CARD_LINK', 'BANK_PATH']).optional(),
  x: z.enum(CURRENCY_CODES as [string, ...string[]]),
  r: z.boolean(),
  a: cents,
  l: cents,
  o: cents,
  d: cents,
  s: z.number().int(),
  t: z.tuple([cents, cents, cents]),
  f: tax,
  ir: tax.optional(),
  b: cents,
  df: cents,
  dc: cents,
  cp: z.string().max(64).optional(),
  v: cents,
  ia: z.number().int().positive(),
  e: z.number().int().positive(),
});
type Payload = z.infer<typeof PayloadSchema>;

/** The payload of a snapshot (JSON drops the absent optional fields). */
function encode(s: QuoteSnapshot): Payload {
  return {
    i: s.id,
    k: s.kind,
    c: s.correspondentId,
    u: s.userId,
    p: s.purposeCode,
    m: s.merchantId,
    dm: s.deliveryMethod,
    pm: s.inboundPaymentMethod,
    x: s.currency,
    r: s.reverse,
    a: s.foreignAmount,
    l: s.levelingRate,
    o: s.offer,
    d: s.offerUsd,
    s: s.spreadBasisPoints,
    t: [s.total.withTax, s.total.withoutTax, s.total.withoutDiscount],
    f: [s.iof.total, s.iof.basisPoints],
    ir: s.ir === undefined ? undefined : [s.ir.total, s.ir.basisPoints],
    b: s.bankFee,
    df: s.deliveryFee,
    dc: s.discount,
    cp: s.coupon,
    v: s.vet,
    ia: s.issuedAt,
    e: s.expiresAt,
  };
}

function decode(p: Payload): QuoteSnapshot {
  return {
    id: p.i,
    kind: p.k,
    correspondentId: p.c,
    userId: p.u,
    ...(p.p === undefined ? {} : { purposeCode: p.p }),
    ...(p.m === undefined ? {} : { merchantId: p.m }),
    ...(p.dm === undefined ? {} : { deliveryMethod: p.dm }),
    ...(p.pm === undefined ? {} : { inboundPaymentMethod: p.pm }),
    currency: p.x as QuoteSnapshot['currency'],
    reverse: p.r,
    foreignAmount: p.a,
    levelingRate: p.l,
    offer: p.o,
    offerUsd: p.d,
    spreadBasisPoints: p.s,
    total: { withTax: p.t[0], withoutTax: p.t[1], withoutDiscount: p.t[2] },
    iof: { total: p.f[0], basisPoints: p.f[1] },
    ...(p.ir === undefined ? {} : { ir: { total: p.ir[0], basisPoints: p.ir[1] } }),
    bankFee: p.b,
    deliveryFee: p.df,
    discount: p.dc,
    ...(p.cp === undefined ? {} : { coupon: p.cp }),
    vet: p.v,
    issuedAt: p.ia,
    expiresAt: p.e,
  };
}

/** Signs and reads quotation tokens. */
export interface QuoteTokens {
  /** The token of `snapshot`, signed with the current key. */
  sign(snapshot: QuoteSnapshot): string;
  /**
   * The snapshot a token carries, when one of the keys signed it; undefined for anything else
   * (tampered, unknown key, malformed). Expiry and ownership are the caller's to check.
   */
  read(token: string): QuoteSnapshot | undefined;
}

function mac(secret: string, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

/**
 * Tokens over `keys`: the first signs, every one verifies.
 * @throws TypeError without a key
 */
export function createQuoteTokens(keys: readonly QuoteSigningKey[]): QuoteTokens {
  const [current] = keys;
  if (current === undefined) throw new TypeError('a quote signing key is needed');
  const byId = new Map(keys.map((key) => [key.id, key.secret]));

  return {
    sign(snapshot) {
      const payload = Buffer.from(JSON.stringify(encode(snapshot))).toString('base64url');
      const signed = `${current.id}.${payload}`;
      const token = `${signed}.${mac(current.secret, signed).toString('base64url')}`;
      if (token.length > QUOTATION_ID_MAX_LENGTH) {
        // Every field is bounded; a longer token is a bug, never a customer's input.
        throw new RangeError(`quotation token of ${token.length} characters`);
      }
      return token;
    },
    read(token) {
      if (token.length > QUOTATION_ID_MAX_LENGTH) return undefined;
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [keyId = '', payload = '', signature = ''] = parts;
      const secret = byId.get(keyId);
      if (secret === undefined) return undefined;
      const expected = mac(secret, `${keyId}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = PayloadSchema.safeParse(json);
      return parsed.success ? decode(parsed.data) : undefined;
    },
  };
}
