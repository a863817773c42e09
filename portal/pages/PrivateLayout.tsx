/**
 * Layout of the private area `/:identifier/app` (spec platform §2.3 "Menu": Home, New operation,
 * History/Reports, Profile, Help, Terms and conditions). The guard that keeps guests out arrives
 * with the identity issue; the route only declares `auth: true` for now.
 * @module
 */
import { Outlet } from 'react-router';
import { useCorrespondent } from '../app/correspondent-context';
import { useLocale } from '../app/locale';
import { SiteFooter } from '../components/SiteFooter';
import { TopBar } from '../components/TopBar';
import { pathFor } from '../routes/path-for';

/** `/:identifier/app` layout. */
export function PrivateLayout() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const params = { identifier: correspondent.identifier };
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={correspondent.name}
        homeHref={pathFor('private-home', params)}
        items={[
          { to: pathFor('private-home', params), label: t('screens.private-home'), end: true },
          { to: pathFor('checkout', params), label: t('screens.checkout') },
          { to: pathFor('reports', params), label: t('screens.reports') },
          { to: pathFor('profile', params), label: t('screens.profile') },
          { to: pathFor('help', params), label: t('screens.help') },
          {
            to: pathFor('private-terms-and-conditions', params),
            label: t('screens.private-terms-and-conditions'),
          },
        ]}
      />
      <main id="main" className="page__main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <SiteFooter correspondent={correspondent} />
    </div>
  );
}
