/**
 * Not-found page (spec platform §2.3: "404 Page not found...").
 * @module
 */
import { Link } from 'react-router';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';

/** `/404`. */
export function NotFoundPage() {
  const { t } = useLocale();
  return (
    <MessagePage title={t('notFound.message')} mark="404">
      <Link className="button button--primary" to="/">
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
