/**
 * The root of every page: scroll to top on navigation and the query parameters read on any page
 * (spec platform §2.2), and, inside `<fx-checkout>`'s frame, the bridge to the host page.
 * @module
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EmbedBridge } from '../app/embed';
import { storePartnerIdFromQuery } from '../query/partner-id';

/** Scrolls to the top (or the anchor) on every navigation and stores `partnerId` from the query. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    // An in-page anchor (the landing's #register, #terms) scrolls to its section instead.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    try {
      storePartnerIdFromQuery(new URLSearchParams(search), sessionStorage);
    } catch {
      // sessionStorage itself can throw on access (blocked storage).
    }
  }, [search]);

  return (
    <>
      <EmbedBridge />
      <Outlet />
    </>
  );
}
