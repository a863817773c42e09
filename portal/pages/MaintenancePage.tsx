/**
 * Maintenance page (spec platform §2.3: both wordings are shown).
 * @module
 */
import { Link } from 'react-router';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';

/** `/maintenance`. */
export function MaintenancePage() {
  const { t } = useLocale();
  return (
    <MessagePage title={t('maintenance.title')} mark="⚙">
      <p className="message-card__lead">{t('maintenance.message')}</p>
      <p className="message-card__muted">{t('maintenance.apology')}</p>
      <Link className="button button--ghost" to="/">
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
