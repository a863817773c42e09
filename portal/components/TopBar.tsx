/**
 * The portal's top bar: brand, menu and language switch (ui-guide "Layouts").
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { initialsOf } from '../../widgets/shared/initials';
import { useLocale } from '../app/locale';
import { prefetchIntent, usePrefetch } from '../routes/route-prefetch';
import { LanguageSwitch } from './LanguageSwitch';

/** One menu entry. */
export interface MenuItem {
  /** Link target. */
  to: string;
  /** Visible label. */
  label: string;
  /** Whether only the exact path counts as current (home links). */
  end?: boolean;
}

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Brand name shown beside its mark. */
  brandName: string;
  /** Letters of the brand mark; the name's initials when omitted. */
  brandMark?: string;
  /** Where the brand links to. */
  homeHref: string;
  /** Menu entries. */
  items: readonly MenuItem[];
  /** The signed-in account: its name and the sign-out action, shown after the menu. */
  account?: TopBarAccount;
}

/** The signed-in state the top bar shows. */
export interface TopBarAccount {
  /** Who is signed in (name or e-mail). */
  name: string;
  /** "Signed in as {name}", translated, for assistive technology and the tooltip. */
  signedInLabel?: string;
  /** The sign-out button's label. */
  signOutLabel: string;
  /** Signs out. */
  onSignOut: () => void;
}

/** Top bar with the brand mark, a menu that collapses on small screens and the language switch. */
export function TopBar({ brandName, brandMark, homeHref, items, account }: TopBarProps) {
  const { t } = useLocale();
  const prefetch = usePrefetch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A followed link closes the small-screen menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Link to={homeHref} className="brand">
          <span className="brand__mark" aria-hidden="true">
            {brandMark ?? initialsOf(brandName)}
          </span>
          <span className="brand__name">{brandName}</span>
        </Link>
        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="topbar__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? t('menu.close') : t('menu.open')}</span>
        </button>
        <nav
          id={menuId}
          className={open ? 'topbar__nav topbar__nav--open' : 'topbar__nav'}
          aria-label={t('menu.label')}
        >
          <ul className="topbar__menu">
            {items.map((item) => (
              <li key={item.to + item.label}>
                {item.to.includes('#') ? (
                  // An in-page anchor is never "the current page": NavLink would mark it active.
                  <Link
                    to={item.to}
                    className="topbar__link"
                    {...prefetchIntent(prefetch, item.to)}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <NavLink
                    to={item.to}
                    end={item.end ?? false}
                    className="topbar__link"
                    {...prefetchIntent(prefetch, item.to)}
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {account ? (
            <div className="account" data-testid="account">
              <span className="account__name" title={account.signedInLabel ?? account.name}>
                {account.signedInLabel ? (
                  <span className="visually-hidden">{account.signedInLabel}</span>
                ) : null}
                <span aria-hidden={account.signedInLabel ? true : undefined}>{account.name}</span>
              </span>
              <button type="button" className="button button--ghost" onClick={account.onSignOut}>
                {account.signOutLabel}
              </button>
            </div>
          ) : null}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
