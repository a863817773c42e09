/**
 * Full-screen loading overlay shown while the correspondent is looked up (spec platform §2.2).
 * @module
 */
import { useLocale } from '../app/locale';

/** A full-screen, accessible loading overlay (`role="status"`, announced politely). */
export function LoadingOverlay() {
  const { t } = useLocale();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="loading-overlay__text">{t('loading')}</span>
    </div>
  );
}
