import { describe, expect, test } from 'vitest';
import { BillingAddressInputSchema } from '../../../src/contracts/addresses';
import { RegistrationBodySchema } from '../../../src/contracts/registration';
import { RemittanceCreateHeadersSchema } from '../../../src/contracts/remittances';
import { address, individual, isCatalogueKey, issuesOf } from './fixtures';

// Longer than any limit of src/contracts/text-limits.ts.
const HUGE = '9'.repeat(900 * 1024);

describe('a text longer than its limit', () => {
  test.each<[string, Record<string, unknown>, [string, string]]>([
    ['an e-mail', { email: `${'a'.repeat(250)}@demo.test` }, ['email', 'validation.email']],
    ['a CPF', { document: `529.982.247-25${' '.repeat(10)}x` }, ['document', 'validation.cpf']],
    ['a phone', { phone: HUGE }, ['phone', 'validation.phone']],
    [
      'a birth date',
      { birthDate: `1990-01-01${'0'.repeat(20)}` },
      ['birthDate', 'validation.birthDate.invalid'],
    ],
    ['a profession', { profession: 'x'.repeat(81) }, ['profession', 'validation.tooLong']],
    [
      'a CEP',
      { address: { ...address, zipCode: HUGE } },
      ['address.zipCode', 'validation.tooLong'],
    ],
  ])("answers %s's own message, once", (_kind, change, expected) => {
    const issues = issuesOf(RegistrationBodySchema.safeParse({ ...individual, ...change }));
    expect(issues).toEqual([expected]);
    expect(isCatalogueKey(expected[1])).toBe(true);
  });

  test('a 900 kB receipt key is too long; 255 characters are not', () => {
    const billing = { ...address, addressReceipt: HUGE };
    expect(issuesOf(BillingAddressInputSchema.safeParse(billing))).toEqual([
      ['addressReceipt', 'validation.tooLong'],
    ]);
    const fits = { ...address, addressReceipt: 'k'.repeat(255) };
    expect(BillingAddressInputSchema.safeParse(fits).success).toBe(true);
  });

  test('an idempotency key over 64 characters answers its own message', () => {
    const result = RemittanceCreateHeadersSchema.safeParse({ 'idempotency-key': 'k'.repeat(65) });
    expect(issuesOf(result)).toEqual([['idempotency-key', 'validation.idempotencyKey']]);
  });
});
