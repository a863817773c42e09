/**
 * The values an attacker sends instead of the documented ones (issue 14, "Hold under attack"):
 * text no column can hold (NUL, lone surrogates), text far over any limit, nesting deeper than
 * a recursive walker survives, numbers outside every range, and the wrong JSON type.
 * @module
 */
import fc from 'fast-check';

/** Characters per string in the longest hostile text (10⁵). */
export const LONG_TEXT_LENGTH = 100_000;

/** Levels of the deepest hostile nesting. */
export const NESTING_DEPTH = 1000;

/** An array nested `depth` levels deep: `[[[…]]]`. */
export function nestedArray(depth = NESTING_DEPTH): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** An object nested `depth` levels deep: `{"a":{"a":…}}`. */
export function nestedObject(depth = NESTING_DEPTH): unknown {
  let value: unknown = {};
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

/** Texts that are hostile anywhere a string is expected. */
export const HOSTILE_TEXTS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'a\ud800b',
  '\udfff',
  '\ud83d',
  'x'.repeat(LONG_TEXT_LENGTH),
  '',
  ' ',
  '\t\r\n',
  '%00',
  '%',
  '%ZZ',
  '../../../etc/passwd',
  '\u202e\u0301',
  '😀'.repeat(100),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{{0}}',
  '__proto__',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0',
  '-0',
  '0x10',
  '1.5',
  '9007199254740993',
  '2147483648',
  '99999999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-31',
  '2026-13-01',
  '0000-00-00',
  '+275760-09-13',
  '2026-02-29T25:61:00Z',
];

/** Numbers outside every documented range, or not integers. */
export const HOSTILE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 64,
  Number.MIN_VALUE,
];

/** Values of the wrong JSON type, whatever was expected. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': 1 },
  'text',
  42,
  [1, 'a', {}],
];

/** Keys that are hostile in any object. */
export const HOSTILE_KEYS: readonly string[] = [
  '',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  'a\ud800',
  'k'.repeat(10_000),
  'a.b',
  '0',
];

/** A string with a hostile piece spliced into an ordinary one. */
const splicedText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\uffff'))
  .map(([text, piece]) => `${text.slice(0, 4)}${piece}${text.slice(4)}`);

/** Any hostile text: a known one, a random one of any code unit, or a spliced one. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: splicedText },
);

/** Any hostile number. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(...HOSTILE_NUMBERS);

/** Deep nesting of either kind (built once per kind: they are large). */
const DEEP: readonly unknown[] = [nestedArray(), nestedObject()];

/** A value of the wrong type, deep nesting among them. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
);

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, wrongType);

/** A hostile key. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_KEYS),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

/**
 * Sets `key` on `target` as an own, enumerable property: a plain assignment of `__proto__`
 * would change the prototype instead of adding the key that `JSON.stringify` sends.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
