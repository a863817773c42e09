/**
 * Links between the checkout and the payee pages (spec operations §2.1 route names): the
 * create/edit pages, and the way back to the outbound checkout with the saved record's id in
 * the query (`?beneficiaryId=`, `?accountId=`, `?investmentBrokerId=`) so the checkout selects
 * it.
 * @module
 */
import { pathFor } from '../../../routes/path-for';

/** Query key the checkout reads for each kind of record. */
export const SELECTED_QUERY = {
  beneficiary: 'beneficiaryId',
  account: 'accountId',
  broker: 'investmentBrokerId',
} as const;

/** A path with a query of the defined values. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The outbound checkout (or the inbound one, for an account in Brazil), optionally selecting a
 * record.
 */
export function checkoutPath(
  identifier: string,
  selected?: { kind: keyof typeof SELECTED_QUERY; id: number },
  direction: 'INBOUND' | 'OUTBOUND' = 'OUTBOUND',
): string {
  const path = pathFor(
    direction === 'INBOUND' ? 'checkout-remittance-inbound' : 'checkout-remittance-outbound',
    { identifier },
  );
  return selected
    ? withQuery(path, { [SELECTED_QUERY[selected.kind]]: String(selected.id) })
    : path;
}

/** The create-beneficiary page, for a currency. */
export function newBeneficiaryPath(identifier: string, currency: string): string {
  return withQuery(pathFor('checkout-remittance-create-beneficiary', { identifier }), {
    currency,
  });
}

/** The edit-beneficiary page. */
export function editBeneficiaryPath(identifier: string, id: number): string {
  return pathFor('checkout-remittance-edit-beneficiary', { identifier, id });
}

/** The create-account page: an account abroad in `currency`, or a Brazilian (INBOUND) one. */
export function newAccountPath(
  identifier: string,
  direction: 'INBOUND' | 'OUTBOUND',
  currency: string,
): string {
  return withQuery(
    pathFor('checkout-remittance-create-account', { identifier }),
    direction === 'INBOUND' ? { type: 'inbound' } : { currency },
  );
}

/** The edit-account page. */
export function editAccountPath(identifier: string, id: number): string {
  return pathFor('checkout-remittance-edit-account', { identifier, id });
}

/** The create-broker page ('I didn't find my broker'). */
export function newBrokerPath(identifier: string): string {
  return pathFor('checkout-remittance-create-investment-broker', { identifier });
}
