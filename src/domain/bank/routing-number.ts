/**
 * The ACH (ABA) routing number of a US bank (spec operations §3.11 "ACH (routing number)",
 * §5.2 `isValidACH`): nine digits whose first two name a Federal Reserve routing symbol and
 * whose weighted sum, with the repeating weights 3-7-1, is a multiple of ten.
 * @module
 */

/** The routing number's digits, or `undefined` when it is not nine digits (spaces/dashes ok). */
function digitsOf(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * Whether the first two digits are a routing symbol in use: 00 (US government), 01–12
 * (Federal Reserve districts), 21–32 (thrifts), 61–72 (electronic) or 80 (traveller's cheques).
 */
function hasRoutingSymbol(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  return (
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80
  );
}

/** The 3-7-1 checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function routingNumberChecksum(digits: string): number {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (weights[i % 3] ?? 0);
  return sum % 10;
}

/** Whether `value` is a valid ACH routing number. */
export function isValidAchRoutingNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!digits || /^0+$/.test(digits)) return false;
  return hasRoutingSymbol(digits) && routingNumberChecksum(digits) === 0;
}
