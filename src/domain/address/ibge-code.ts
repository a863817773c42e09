/**
 * The IBGE municipality code (código de município): 7 digits, the first two the state's IBGE
 * code, the next four the municipality, the 7th a check digit. Used to check the served-cities
 * data shipped with the repository (spec operations §1 "Paper money", §2.3) and the codes a
 * zip-code provider answers.
 *
 * The check digit is IBGE's modulus-10 rule: the first six digits are weighted 1, 2, 1, 2, 1, 2;
 * the digits of each product are added (so 2 × 7 = 14 counts 1 + 4 = 5); the check digit is
 * (10 − sum mod 10) mod 10. Worked example, São Paulo 3550308: 3·1, 5·2, 5·1, 0·2, 3·1, 0·2 →
 * 3 + (1 + 0) + 5 + 0 + 3 + 0 = 12 → (10 − 2) mod 10 = 8. A handful of real municipalities
 * (nine, in Piauí, Pernambuco, Minas Gerais, Rio Grande do Sul and Goiás; listed in SEFAZ
 * technical note NT 2008.004) are published exceptions; they are listed here so the guard accepts
 * the real codes rather than the data being "corrected".
 * @module
 */

/** Real municipality codes whose 7th digit does not follow the rule (IBGE's published list). */
export const IBGE_CHECK_DIGIT_EXCEPTIONS: ReadonlySet<string> = new Set([
  '2201919', // Bom Princípio do Piauí (PI)
  '2201988', // Brejo do Piauí (PI)
  '2202251', // Canavieira (PI)
  '2611533', // Quixaba (PE)
  '3117836', // Cônego Marinho (MG)
  '3152131', // Ponto Chique (MG)
  '4305871', // Coronel Barros (RS)
  '5203939', // Buriti de Goiás (GO)
  '5203962', // Buritinópolis (GO)
]);

/** The check digit (0–9) of the first six digits of an IBGE municipality code. */
export function ibgeCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let index = 0; index < 6; index += 1) {
    const product = Number(firstSix[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a well-formed IBGE municipality code: 7 digits with a valid check digit. */
export function isValidIbgeCode(code: string): boolean {
  if (!/^\d{7}$/.test(code)) return false;
  if (IBGE_CHECK_DIGIT_EXCEPTIONS.has(code)) return true;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]);
}
