/**
 * `/admin`: where ending an impersonation returns (spec platform §6). A placeholder until the
 * impersonation feature arrives.
 * @module
 */
import { Link } from 'react-router';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';

/** `/admin` placeholder. */
export function AdminPage() {
  const { t } = useLocale();
  return (
    <MessagePage title={t('admin.title')}>
      <p className="badge">{t('comingSoon.badge')}</p>
      <p className="message-card__lead">{t('admin.lead')}</p>
      <Link className="button button--ghost" to="/">
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
