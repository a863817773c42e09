/**
 * The operator console's frame (issue 20): the platform's top bar (the console belongs to no
 * correspondent), the console and, in the sandbox, the mailbox in the menu, the operator's
 * sign-out, and the console's screens below.
 * @module
 */
import { Outlet } from 'react-router';
import { DEFAULT_BRAND_NAME } from '../../app/document-head';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { TopBar } from '../../components/TopBar';
import { pathFor } from '../../routes/path-for';
import { useSandboxMode } from '../session/use-sandbox-mode';
import '../../styles/operations.css';
import '../../styles/console.css';

/** `/console/*`: the top bar and the console's screen. */
export function ConsoleLayout() {
  const { t } = useLocale();
  const session = useSession();
  const sandbox = useSandboxMode();
  const user = session.user;
  return (
    <div className="page console-page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={DEFAULT_BRAND_NAME}
        brandMark="FX"
        homeHref={pathFor('console')}
        items={[
          { to: pathFor('console'), label: t('console.title') },
          ...(sandbox ? [{ to: pathFor('sandbox-mailbox'), label: t('operator.mailbox') }] : []),
        ]}
        account={
          user
            ? {
                name: user.name,
                signedInLabel: t('session.signedInAs', { name: user.name }),
                signOutLabel: t('session.signOut'),
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
    </div>
  );
}
