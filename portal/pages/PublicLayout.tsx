/**
 * Layout of a correspondent's public area (guests): top bar with the correspondent's brand and
 * the menu Home / Login / Register / Terms, the page, and the footer.
 * @module
 */
import { Outlet } from 'react-router';
import { useCorrespondent } from '../app/correspondent-context';
import { useEmbed } from '../app/embed';
import { useLocale } from '../app/locale';
import { SiteFooter } from '../components/SiteFooter';
import { TopBar } from '../components/TopBar';
import { pathFor } from '../routes/path-for';

/** `/:identifier` public layout. */
export function PublicLayout() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const identifier = correspondent.identifier;
  const embedded = useEmbed();
  // Inside <fx-checkout>'s frame the host's own site is around the page: no top bar or footer.
  if (embedded) {
    return (
      <main id="main" className="page__main page__main--embedded">
        <Outlet />
      </main>
    );
  }
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={correspondent.name}
        homeHref={pathFor('public-home', { identifier })}
        items={[
          { to: pathFor('public-home', { identifier }), label: t('menu.home'), end: true },
          { to: pathFor('login', { identifier }), label: t('menu.login') },
          { to: pathFor('public-register', { identifier }), label: t('menu.register') },
          { to: pathFor('terms-and-conditions', { identifier }), label: t('menu.terms') },
        ]}
      />
      <main id="main" className="page__main">
        <Outlet />
      </main>
      <SiteFooter correspondent={correspondent} />
    </div>
  );
}
