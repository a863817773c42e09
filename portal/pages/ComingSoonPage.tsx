/**
 * The screen of a route a later issue builds, for whoever reaches it by address: it names the
 * screen in the current language, says the service is not available yet and leads back home.
 * Nothing in the portal links to it (issue 19, item 5; `tests/portal/routes/no-dead-ends.test.ts`).
 * @module
 */
import { Link, useLocation, useParams } from 'react-router';
import { useLocale } from '../app/locale';
import { pathFor } from '../routes/path-for';

/** A "not available yet" body naming the screen, with the way back to the home page. */
export function ComingSoonPage(props: { routeName: string }) {
  const { t } = useLocale();
  const { identifier } = useParams();
  const { pathname } = useLocation();
  const home = !identifier
    ? '/'
    : pathFor(pathname.startsWith(`/${identifier}/app`) ? 'private-home' : 'public-home', {
        identifier,
      });
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <span className="badge">{t('comingSoon.badge')}</span>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {t(`screens.${props.routeName}`)}
      </h1>
      <p className="coming-soon__lead">{t('comingSoon.lead')}</p>
      <Link className="button button--primary coming-soon__home" to={home}>
        {t('backHome')}
      </Link>
    </section>
  );
}
