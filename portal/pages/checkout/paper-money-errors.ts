/**
 * What the paper-money summary does with a refusal of the creation, by the API's error code
 * (spec operations §8.2; issue 17). The message itself is the API's, already in the user's
 * language (the server words every code in both catalogues); the code only decides where the
 * customer goes:
 * - `requote`: the quotation no longer matches (expired, another delivery fee or kind): quote
 *   again for the same kind and let the customer check the new total;
 * - `city`: the address's city is not served for home delivery (DELIVERY_UNAVAILABLE): back to
 *   the deliveryMethod section, which names the city;
 * - `delivery`: the receiver must be the purchaser (above R$ 10,000.00): back to the
 *   deliveryMethod section with the message.
 * @module
 */

/** Where a refusal sends the customer. */
export type PaperMoneyRefusal = 'requote' | 'delivery' | 'city';

const REFUSALS: Readonly<Record<string, PaperMoneyRefusal>> = {
  QUOTE_EXPIRED: 'requote',
  DELIVERY_FEE_MISMATCH: 'requote',
  DELIVERY_METHOD_MISMATCH: 'requote',
  DELIVERY_UNAVAILABLE: 'city',
  RECEIVER_MUST_BE_PURCHASER: 'delivery',
};

/** The action for an error code, or `undefined` for any other refusal. */
export function paperMoneyRefusal(code: string | undefined): PaperMoneyRefusal | undefined {
  return code === undefined ? undefined : REFUSALS[code];
}
