/**
 * Layout of the foreign payer's pages, `/:identifier/inbound-payment-link/:remittanceId` and its
 * outcomes (spec operations §2.6; ui-guide "Hosted payer page": single column, no portal chrome,
 * the correspondent's colours, which the correspondent area applies). It loads the `payer`
 * catalogue of the payer's language before showing anything, and offers the language switch.
 * @module
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { reorderPayerBirthDate, type PayerInput } from '../../../src/domain/payer/payer-form';
import {
  createPayerTranslate,
  loadPayerCatalogue,
  type PayerCatalogue,
} from '../../../src/i18n/payer-catalogue';
import {
  PAYER_INTL_LOCALE,
  PAYER_LOCALES,
  isPayerLocale,
  type PayerLocale,
} from '../../../src/i18n/payer-locale';
import { browserStorage } from '../../app/browser-storage';
import { useCorrespondent } from '../../app/correspondent-context';
import { useEmbed } from '../../app/embed';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import {
  PAYER_LOCALE_STORAGE_KEY,
  PayerContext,
  initialPayerLocale,
  type PayerContextValue,
} from './payer-context';
import '../../styles/forms.css';
import '../../styles/payer.css';

/** The payer pages' frame: brand, language switch, content. */
export function PayerLayout() {
  const correspondent = useCorrespondent();
  // Inside <fx-inbound-payment> the element's own header names the correspondent already.
  const embedded = useEmbed() !== undefined;
  const { search } = useLocation();
  const [locale, setLocaleState] = useState<PayerLocale>(() =>
    initialPayerLocale(search, browserStorage('sessionStorage'), navigator.languages),
  );
  const [catalogue, setCatalogue] = useState<PayerCatalogue | undefined>(undefined);
  const [draft, setDraft] = useState<PayerInput | undefined>(undefined);
  const wanted = useRef(locale);

  useEffect(() => {
    wanted.current = locale;
    let live = true;
    void loadPayerCatalogue(locale).then((loaded) => {
      if (live && wanted.current === locale) setCatalogue(loaded);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  // The page's language for assistive technology: on <html> once the strings are shown (the
  // portal's own provider speaks only pt-BR and en-US), and on the page's root in any case.
  useEffect(() => {
    if (catalogue) document.documentElement.lang = locale;
  }, [catalogue, locale]);

  const value = useMemo<PayerContextValue | undefined>(
    () =>
      catalogue && {
        locale,
        intlLocale: PAYER_INTL_LOCALE[locale],
        setLocale: (next) => {
          try {
            browserStorage('sessionStorage')?.setItem(PAYER_LOCALE_STORAGE_KEY, next);
          } catch {
            // Not remembered: the switch still applies to this page.
          }
          setLocaleState(next);
          // A kept draft (Try Again after a refused card) follows the new birth-date order too.
          setDraft(
            (kept) =>
              kept && { ...kept, birthDate: reorderPayerBirthDate(kept.birthDate, locale, next) },
          );
        },
        t: createPayerTranslate(catalogue),
        draft,
        setDraft,
      },
    [catalogue, locale, draft],
  );

  if (!value) return <LoadingOverlay />;
  const { t } = value;
  return (
    <PayerContext.Provider value={value}>
      <div className="payer" lang={locale}>
        <header className="payer__bar">
          {embedded ? <span /> : <span className="payer__brand">{correspondent.name}</span>}
          <label className="payer__language">
            <span>{t('page.language')}</span>
            <select
              value={locale}
              onChange={(event) => {
                if (isPayerLocale(event.target.value)) value.setLocale(event.target.value);
              }}
            >
              {PAYER_LOCALES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {t(`languages.${option}`)}
                </option>
              ))}
            </select>
          </label>
        </header>
        <main id="main" className="payer__main">
          <Outlet />
        </main>
      </div>
    </PayerContext.Provider>
  );
}
