/**
 * The pt-BR / en-US switch of the top bar (spec platform §1 "Languages").
 * @module
 */
import { SUPPORTED_LOCALES } from '../../src/i18n/locale';
import { useLocale } from '../app/locale';

const SHORT: Record<string, string> = { 'pt-BR': 'PT', 'en-US': 'EN' };

/** Two-button language switch; the pressed one is the current language. */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useLocale();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className="lang-switch__option"
          aria-pressed={option === locale}
          lang={option}
          title={t(`language.${option}`)}
          onClick={() => setLocale(option)}
        >
          <span aria-hidden="true">{SHORT[option]}</span>
          <span className="visually-hidden">{t(`language.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
