import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  compileQueryCheck,
  compiledQueryValidatorCompiler,
} from '../../../server/http/compiled-query-validator';
import {
  PaperMoneyQuotationQuerySchema,
  RemittanceQuotationQuerySchema,
} from '../../../src/contracts/quotations';

const remittance = { currency: 'USD', value: '100000', purposeCode: 'MAINTENANCE' };
const paperMoney = { currency: 'EUR', value: '50000' };

/** Queries at the edges of the contracts, each once on each route's schema. */
const edges: Record<string, unknown>[] = [
  {},
  { value: '100000' },
  { currency: 'usd' },
  { currency: 'XXX' },
  { currency: ['USD', 'EUR'] },
  { value: '' },
  { value: '1.5' },
  { value: '-1' },
  { value: '1'.repeat(15) },
  { value: '1'.repeat(16) },
  { value: '١٢٣' },
  { value: '12\n' },
  { value: 12 },
  { purposeCode: 'maintenance' },
  { purposeCode: 'SERVICES' },
  { correspondentId: '1' },
  { correspondentId: 'one' },
  { coupon: '' },
  { coupon: 'x'.repeat(64) },
  { coupon: 'x'.repeat(65) },
  { coupon: '😀'.repeat(64) },
  { coupon: '😀'.repeat(65) },
  { coupon: '\ud800'.repeat(64) },
  { id: 'a'.repeat(65) },
  { spreadMaster: '1.25' },
  { spreadMaster: '100' },
  { spreadMaster: '1.255' },
  { bypassLimitToken: 't'.repeat(257) },
  { personType: 'LEGAL' },
  { personType: 'legal' },
  { inboundPaymentMethod: 'DEBIT_CARD' },
  { inboundPaymentMethod: 'PIX' },
  { reverse: 'true' },
  { reverse: ['true', 'false'] },
  { unknown: 'kept' },
];

describe('the compiled query check', () => {
  for (const [name, schema, base] of [
    ['remittance', RemittanceQuotationQuerySchema, remittance],
    ['paper-money', PaperMoneyQuotationQuerySchema, paperMoney],
  ] as const) {
    test(`accepts exactly what zod accepts (${name} query)`, () => {
      const check = compileQueryCheck(schema);
      const verdicts = edges.map((edge) => {
        const query = { ...base, ...edge };
        return { query, compiled: check(query), zod: schema.safeParse(query).success };
      });
      for (const verdict of verdicts)
        expect(verdict.compiled, JSON.stringify(verdict.query)).toBe(verdict.zod);
      // The cases cover both answers.
      expect(verdicts.some((verdict) => verdict.zod)).toBe(true);
      expect(verdicts.some((verdict) => !verdict.zod)).toBe(true);
    });
  }

  test('refuses to compile a contract a JSON Schema cannot say exactly', () => {
    const refined = z.object({ value: z.string().check(z.refine((text) => text !== '0')) });
    expect(() => compileQueryCheck(refined)).toThrow('query.value: the check custom');
    const email = z.object({ to: z.optional(z.email()) });
    expect(() => compileQueryCheck(email)).toThrow('query.to');
    const piped = z.object({ n: z.pipe(z.string(), z.transform(Number)) });
    expect(() => compileQueryCheck(piped)).toThrow('query.n: a pipe');
    const loose = z.looseObject({ a: z.string() });
    expect(() => compileQueryCheck(loose)).toThrow('query: a object');
  });
});

describe('the validator compiler', () => {
  const validator = (schema: z.ZodMiniType, httpPart = 'querystring') =>
    compiledQueryValidatorCompiler({ schema, httpPart, method: 'GET', url: '/q' }) as (
      data: unknown,
    ) => { value?: unknown; error?: unknown };

  test('hands a valid query on as parsed', () => {
    const query = { ...remittance, coupon: 'bemvindo' };
    expect(validator(RemittanceQuotationQuerySchema)(query)).toEqual({ value: query });
  });

  test("answers zod's errors for a query it refuses", () => {
    const result = validator(RemittanceQuotationQuerySchema)({ ...remittance, value: '1.5' });
    expect(result.value).toBeUndefined();
    expect(result.error).toEqual([
      expect.objectContaining({ instancePath: '/value', keyword: 'invalid_format' }),
    ]);
  });

  test('leaves the other parts to zod', () => {
    const params = z.object({ type: z.enum(['inbound', 'outbound']) });
    expect(validator(params, 'params')({ type: 'outbound', extra: '1' })).toEqual({
      value: { type: 'outbound' },
    });
  });
});
