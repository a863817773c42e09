/**
 * What the paper-money summary does with a refusal of the creation, by the API's error code
 * (spec operations §8.2; issue 17). The message itself is the API's, already in the user's
 * language (the server words every code in both catalogues); the code only decides where the
 * customer goes:
 * - `requote`: the quotation no longer matches (expired, another delivery fee or kind): quote
 *   again for the same kind and let the customer check the new total;
 * - `delivery`: something of the delivery must change (a city not served, a receiver that must be
 *   the purchaser): back to the deliveryMethod section with the message.
 * The server codes are named by the server helper of issue 17; the patterns catch their spelling
 * variants until the catalogues are merged.
 * @module
 */

/** Where a refusal sends the customer. */
export type PaperMoneyRefusal = 'requote' | 'delivery' | 'city';

const REQUOTE = new Set(['QUOTE_EXPIRED', 'DELIVERY_FEE_MISMATCH', 'DELIVERY_METHOD_MISMATCH']);

/** The action for an error code, or `undefined` for any other refusal. */
export function paperMoneyRefusal(code: string | undefined): PaperMoneyRefusal | undefined {
  if (!code) return undefined;
  if (REQUOTE.has(code) || /^DELIVERY_(TYPE|KIND|METHOD)_/.test(code)) return 'requote';
  if (/CITY|NOT_SERVED|UNSERVED/.test(code)) return 'city';
  if (/RECEIVER/.test(code)) return 'delivery';
  return undefined;
}
