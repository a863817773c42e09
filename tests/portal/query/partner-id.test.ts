import { describe, expect, it } from 'vitest';
import {
  capitalisePartnerId,
  currentPartnerId,
  PARTNER_ID_STORAGE_KEY,
  storePartnerIdFromQuery,
} from '../../../portal/query/partner-id';

function fakeStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('partnerId (spec platform §2.2)', () => {
  it.each([
    ['acme', 'Acme'],
    ['acmeBank', 'AcmeBank'],
    ['  smiles ', 'Smiles'],
    ['ÉLAN', 'ÉLAN'],
    ['éclair', 'Éclair'],
    ['123abc', '123abc'],
  ])('capitalises %j as %j', (raw, expected) => {
    expect(capitalisePartnerId(raw)).toBe(expected);
  });

  it('ignores an empty or absent value', () => {
    expect(capitalisePartnerId('')).toBeUndefined();
    expect(capitalisePartnerId('   ')).toBeUndefined();
    expect(capitalisePartnerId(null)).toBeUndefined();
  });

  it('stores the capitalised id under the partnerId key', () => {
    const storage = fakeStorage();
    expect(storePartnerIdFromQuery(new URLSearchParams('partnerId=livelo&x=1'), storage)).toBe(
      'Livelo',
    );
    expect(storage.items.get(PARTNER_ID_STORAGE_KEY)).toBe('Livelo');
  });

  it('keeps an earlier id when the query has none', () => {
    const storage = fakeStorage();
    storage.items.set(PARTNER_ID_STORAGE_KEY, 'Earlier');
    expect(
      storePartnerIdFromQuery(new URLSearchParams('simulator=moneygram'), storage),
    ).toBeUndefined();
    expect(storage.items.get(PARTNER_ID_STORAGE_KEY)).toBe('Earlier');
  });

  it('does not fail when storage refuses to write', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storePartnerIdFromQuery(new URLSearchParams('partnerId=x'), storage)).toBe('X');
  });
});

describe('currentPartnerId', () => {
  const stored = (value: string | null) => ({ getItem: () => value });

  it('prefers the query, capitalised, over the stored id', () => {
    expect(currentPartnerId(new URLSearchParams('partnerId=acme'), stored('Old'))).toBe('Acme');
  });

  it('falls back to the id stored earlier in the session', () => {
    expect(currentPartnerId(new URLSearchParams(''), stored('parceiro'))).toBe('Parceiro');
  });

  it('gives nothing when neither has one, or when storage throws', () => {
    expect(currentPartnerId(new URLSearchParams('partnerId=%20'), stored(null))).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(currentPartnerId(new URLSearchParams(''), blocked)).toBeUndefined();
    expect(currentPartnerId(new URLSearchParams(''), undefined)).toBeUndefined();
  });
});
