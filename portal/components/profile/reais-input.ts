/**
 * The income and revenue fields in reais (spec platform §3 "Profile": monthly income or annual
 * revenue "in reais"; integer cents on the wire). The field takes what people type in either
 * language (`5000`, `5.000,50`, `5,000.50`, `R$ 5.000`) and shows the amount formatted for the
 * locale once it loses focus (ui-guide "format on blur").
 * @module
 */
import { minorToDecimalString, parseDecimalToMinor } from '../../../src/domain/money/money';

/** Cents as the field shows them: `12.500,00` (pt-BR), `12,500.00` (en-US); '' for none. */
export function formatReaisInput(cents: number | null | undefined, locale: string): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return '';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorToDecimalString(cents, 2) as Intl.StringNumericLiteral);
}

/** A run of digits grouped by thousands with `separator` (`1.234.567`). */
function isGrouped(text: string, separator: '.' | ','): boolean {
  const escaped = separator === '.' ? '\\.' : ',';
  return new RegExp(`^\\d{1,3}(${escaped}\\d{3})+$`).test(text);
}

/**
 * The cents of a typed amount, or `undefined` when it is not an amount. The locale's decimal
 * separator wins; the other one is read as thousands grouping when it groups by three, else as
 * the decimal point people type on a numeric keypad (`5000.5` in pt-BR is 5 000,50).
 */
export function parseReaisInput(text: string, locale: string): number | undefined {
  const compact = text.replace(/R\$|\s/g, '');
  if (compact === '' || !/^[\d.,]+$/.test(compact)) return undefined;
  const decimal = locale === 'pt-BR' ? ',' : '.';
  const grouping = decimal === ',' ? '.' : ',';
  let normalised: string;
  if (compact.includes(decimal)) {
    const at = compact.lastIndexOf(decimal);
    const whole = compact.slice(0, at);
    const fraction = compact.slice(at + 1);
    if (/[.,]/.test(fraction)) return undefined;
    const wholeDigits = whole.split(grouping).join('');
    if (!/^\d*$/.test(wholeDigits) || (whole.includes(grouping) && !isGrouped(whole, grouping))) {
      return undefined;
    }
    normalised = `${wholeDigits}.${fraction}`;
  } else if (compact.includes(grouping)) {
    normalised = isGrouped(compact, grouping)
      ? compact.split(grouping).join('')
      : (compact.match(new RegExp(`\\${grouping}`, 'g')) ?? []).length === 1
        ? compact.replace(grouping, '.')
        : '';
  } else {
    normalised = compact;
  }
  if (normalised === '') return undefined;
  return parseDecimalToMinor(normalised, 2);
}
