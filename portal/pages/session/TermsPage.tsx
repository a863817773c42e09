/**
 * Terms of use (spec platform §1 "Terms of use (as displayed)"), for the public, private and
 * profile terms routes: access and registration are free; operations carry costs shown at
 * contracting; a contracted quote cannot be renegotiated; minors are prohibited unless
 * emancipated and approved; after approval the user gets a pre-approved initial limit.
 * @module
 */
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import '../../styles/session.css';

/** The terms, in the order the spec lists them (the landing shows the same list). */
export const TERMS_ITEMS = ['free', 'costs', 'noRenegotiation', 'minors', 'limit'] as const;

/** The terms page. */
export function TermsPage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  return (
    <div className="container">
      <article className="auth-page" aria-labelledby="terms-title">
        <div className="auth-card auth-card--wide">
          <h1 id="terms-title" className="auth-card__title">
            {t('termsPage.title')}
          </h1>
          <p className="auth-card__lead">{t('termsPage.lead', { name: correspondent.name })}</p>
          <ul className="terms-list">
            {TERMS_ITEMS.map((key) => (
              <li key={key}>{t(`landing.terms.${key}`)}</li>
            ))}
          </ul>
        </div>
      </article>
    </div>
  );
}
