/**
 * The i18next instance of one widget. It mirrors `createI18n` of `src/i18n` but loads only the
 * `widgets` namespace: `createI18n` bundles every catalogue (the portal's alone is ~20 KB of
 * text), which would not fit the widgets' 40 KB budget (design §8).
 * @module
 */
import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../src/i18n';
import { widgets as enWidgets } from '../../src/i18n/locales/en-US/widgets';
import { widgets as ptWidgets } from '../../src/i18n/locales/pt-BR/widgets';

/** The catalogues a widget bundle carries, by locale then namespace. */
export const widgetResources = {
  'pt-BR': { widgets: ptWidgets },
  'en-US': { widgets: enWidgets },
} as const satisfies Record<Locale, object>;

/** A new i18next instance for `locale`, initialised synchronously, namespace `widgets`. */
export function createWidgetI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // i18next writes added resources into the object it is given: a copy per instance keeps
    // one widget's additions out of another's.
    resources: structuredClone(widgetResources),
    ns: ['widgets'],
    defaultNS: 'widgets',
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
    // React escapes on render; escaping here too would show "&amp;" to the user.
    interpolation: { escapeValue: false },
  });
  return instance;
}
