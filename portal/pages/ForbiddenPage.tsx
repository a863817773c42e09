/**
 * Forbidden page: where a logged-in user without the route's role is sent (spec platform §6).
 * @module
 */
import { Link } from 'react-router';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';

/** `/403`. */
export function ForbiddenPage() {
  const { t } = useLocale();
  return (
    <MessagePage title={t('forbidden.message')} mark="403">
      <p className="message-card__lead">{t('forbidden.detail')}</p>
      <Link className="button button--primary" to="/">
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
