/**
 * Layout of the private area `/:identifier/app` (spec platform §2.3 "Menu": Home, New operation,
 * History/Reports, Profile, Help, Terms and conditions, and signing out). The top bar shows who
 * is signed in; an admin acting as a customer sees the "Admin logged in as customer" banner with
 * the action that ends the impersonation and returns to /admin. Screens the spec marks "menu
 * hidden" (data sharing, the private registration) show the bar without the menu.
 * @module
 */
import { useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { firstNameOf } from '../../src/domain/identity/names';
import { useCorrespondent } from '../app/correspondent-context';
import { useEmbed } from '../app/embed';
import { useLocale } from '../app/locale';
import { useSession } from '../app/session';
import { Button } from '../components/Button';
import { SiteFooter } from '../components/SiteFooter';
import { UpdateProfileModal } from '../components/profile/UpdateProfileModal';
import { TopBar, type MenuItem } from '../components/TopBar';
import { pathFor } from '../routes/path-for';
import { routeByName } from '../routes/route-map';
import '../styles/session.css';

/** The private menu of a correspondent (spec platform §2.3 "Menu"). */
export function privateMenu(identifier: string, t: (key: string) => string): readonly MenuItem[] {
  const params = { identifier };
  return [
    {
      to: pathFor('private-home', params),
      label: t('screens.private-home'),
      end: true,
    },
    { to: pathFor('checkout', params), label: t('screens.checkout') },
    { to: pathFor('reports', params), label: t('screens.reports') },
    { to: pathFor('profile', params), label: t('screens.profile') },
    { to: pathFor('help', params), label: t('screens.help') },
    {
      to: pathFor('private-terms-and-conditions', params),
      label: t('screens.private-terms-and-conditions'),
    },
  ];
}

/** Whether the screen being shown is one the spec keeps out of the menu ("menu hidden"). */
function useMenuHidden(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.handle as { name?: unknown } | undefined;
  if (typeof leaf?.name !== 'string') return false;
  try {
    return routeByName(leaf.name).menuHidden;
  } catch {
    return false;
  }
}

/** "Admin logged in as customer" with the action that ends the impersonation. */
function ImpersonationBanner() {
  const { t } = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const user = session.user;
  if (!session.impersonating || !user) return null;

  async function end() {
    setEnding(true);
    await session.endImpersonation();
    await navigate(pathFor('admin'), { replace: true });
  }

  return (
    <div
      className="impersonation-banner"
      role="region"
      aria-label={t('session.impersonationBanner')}
    >
      <div className="container impersonation-banner__inner">
        <p className="impersonation-banner__text" data-testid="impersonation-banner">
          <strong>{t('session.impersonationBanner')}</strong>
          {t('session.impersonatingWho', {
            name: user.name,
            email: user.email,
          })}
        </p>
        <Button variant="secondary" loading={ending} onClick={() => void end()}>
          {t('session.endImpersonation')}
        </Button>
      </div>
    </div>
  );
}

/** `/:identifier/app` layout. */
export function PrivateLayout() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const session = useSession();
  const menuHidden = useMenuHidden();
  const embedded = useEmbed();
  const user = session.user;
  // A person by first name; a company by its name (its first word says little).
  const name = user ? (user.cnpj ? user.name : firstNameOf(user.name)) || user.email : undefined;
  // Inside <fx-checkout>'s frame the host's own site is around the page: instead of the top bar
  // and footer, one line with who is signed in and the way out (a shared computer).
  if (embedded) {
    return (
      <div className="page page--embedded">
        <ImpersonationBanner />
        {user && name ? (
          <div className="embed-bar" data-testid="embed-bar">
            <span className="embed-bar__who">{t('session.signedInAs', { name: user.name })}</span>
            <Button variant="ghost" onClick={() => void session.signOut()}>
              {t('session.signOut')}
            </Button>
          </div>
        ) : null}
        <main id="main" className="page__main page__main--embedded">
          <Outlet />
        </main>
        <UpdateProfileModal />
      </div>
    );
  }
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ImpersonationBanner />
      <TopBar
        brandName={correspondent.name}
        homeHref={pathFor('private-home', {
          identifier: correspondent.identifier,
        })}
        items={menuHidden ? [] : privateMenu(correspondent.identifier, t)}
        account={
          user && name
            ? {
                name,
                signedInLabel: t('session.signedInAs', { name: user.name }),
                signOutLabel: t('session.signOut'),
                // Signed out by the user: the guard opens the public home (design §4).
                onSignOut: () => void session.signOut(),
              }
            : undefined
        }
      />
      <main id="main" className="page__main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <SiteFooter correspondent={correspondent} />
      <UpdateProfileModal />
    </div>
  );
}
