/**
 * The mapping from a widget element's attributes to its component's props: the only thing the
 * custom element knows about the component (conventions "Widgets").
 * @module
 */
import type { Locale } from '../../src/i18n/locale';

/** Attributes a widget element reacts to; a change re-renders it. */
export const OBSERVED_ATTRIBUTES = [
  'data-identifier',
  'identifier',
  'data-locale',
  'locale',
  'data-api',
  'api',
  'data-operation',
  'data-amount',
  'data-currency',
  'data-link',
] as const;

/** The props an element passes to its component. */
export interface ElementProps {
  /** Correspondent identifier (`data-identifier`, or `identifier`). */
  identifier: string;
  /** `data-locale`/`locale` when it names a supported locale; otherwise the browser's. */
  locale?: Locale;
  /** `data-api`/`api`, else the default the caller gives. */
  apiBaseURL: string;
  /** `data-operation`: the simulator to start on (`outbound`, `inbound`, `paper-money`…). */
  operation?: string;
  /** `data-amount`: the foreign amount to start with, as decimal text (`1500.00`). */
  amount?: string;
  /** `data-currency`: the foreign currency to start with (`EUR`). */
  currency?: string;
  /** `data-link`: the payment link `<fx-inbound-payment>` pays. */
  link?: string;
  /**
   * `data-locale`/`locale` when it names Spanish (`es`, `es-MX`…): only the payer page speaks
   * it; other widgets ignore it and follow the browser.
   */
  payerLocale?: 'es';
}

/** Something with attributes, e.g. an element. */
export interface AttributeSource {
  getAttribute(name: string): string | null;
}

function attribute(source: AttributeSource, name: string): string | undefined {
  // `data-x` wins over `x`: the documented snippet uses data attributes.
  const value = source.getAttribute(`data-${name}`) ?? source.getAttribute(name);
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Maps an element's attributes to props. Locales are matched case-insensitively and by language
 * (`en`, `en-GB` → en-US; `pt`, `pt-PT` → pt-BR); anything else is left to browser detection.
 */
export function propsFromAttributes(
  source: AttributeSource,
  defaultApiBaseURL: string,
): ElementProps {
  const props: ElementProps = {
    identifier: attribute(source, 'identifier') ?? '',
    apiBaseURL: attribute(source, 'api') ?? defaultApiBaseURL,
  };
  const locale = parseLocale(attribute(source, 'locale'));
  if (locale) props.locale = locale;
  // Only the data- spelling: plain `amount`/`currency` attributes are too likely to clash.
  if (attribute(source, 'locale')?.split(/[-_]/)[0]?.toLowerCase() === 'es')
    props.payerLocale = 'es';
  for (const key of ['operation', 'amount', 'currency', 'link'] as const) {
    const value = source.getAttribute(`data-${key}`)?.trim();
    if (value) props[key] = value;
  }
  return props;
}

/** A supported locale from an attribute value, or `undefined`. */
export function parseLocale(value: string | undefined): Locale | undefined {
  if (!value) return undefined;
  const language = value.split(/[-_]/)[0]?.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  if (language === 'en') return 'en-US';
  return undefined;
}
