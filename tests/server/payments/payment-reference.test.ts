import { describe, expect, test } from 'vitest';
import { isStaticTxid } from '../../../src/domain/pix/br-code';
import { newPaymentReference } from '../../../server/services/payments/payment-service';

describe('newPaymentReference: the txid of an operation’s BR Code', () => {
  test('25 letters and digits, a valid static txid, starting with the id in base 36', () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const reference = newPaymentReference(id);
      expect(reference).toMatch(/^[A-Z0-9]{25}$/);
      expect(isStaticTxid(reference)).toBe(true);
      expect(reference.slice(2, 8)).toBe(id.toString(36).toUpperCase().padStart(6, '0'));
    }
  });

  test('never the same twice, even for one operation (not guessable from the id)', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newPaymentReference(7)));
    expect(references.size).toBe(1000);
  });

  test('distinct operations never share a reference: the id fills a fixed-width prefix', () => {
    expect(newPaymentReference(35).slice(0, 8)).toBe('FX00000Z');
    expect(newPaymentReference(36 * 35 + 35).slice(0, 8)).toBe('FX0000ZZ');
    expect(newPaymentReference(2_147_483_647).slice(0, 8)).toBe('FXZIK0ZJ');
  });
});
