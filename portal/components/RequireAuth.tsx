/**
 * The route guard (spec platform §6 "Route access"): applies the decision of
 * `routes/route-access` to the current route, session and URL. While the session loads it shows
 * the loading overlay, never a flash of the wrong page. The guarded content is wrapped in a
 * `display: contents` element marking the declared requirement (`data-auth`) and the route.
 * @module
 */
import { useContext, useRef, type ReactNode } from 'react';
import { useEmbed } from '../app/embed';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { CorrespondentContext } from '../app/correspondent-context';
import { useSession } from '../app/session';
import { decideAccess } from '../routes/route-access';
import type { RouteAuth } from '../routes/route-map';
import { LoadingOverlay } from './LoadingOverlay';

/** The `data-auth` value of a requirement: "true", "false", "any" or the roles joined by commas. */
export function authMarker(auth: RouteAuth): string {
  return Array.isArray(auth) ? auth.join(',') : String(auth);
}

/** The name of the deepest matched route (the screen being opened). */
function useLeafName(fallback: string): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') return name;
  }
  return fallback;
}

/** Renders its children when the route's requirement is met; otherwise redirects. */
export function RequireAuth(props: { auth: RouteAuth; routeName: string; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { identifier } = useParams();
  const correspondent = useContext(CorrespondentContext);
  const leafName = useLeafName(props.routeName);
  const embedded = useEmbed() !== undefined;
  // Whether this guard first saw a visitor who was not signed in: a sign-in that happens on
  // this page (the login) continues to its target rather than to /404.
  const arrivedAsGuest = useRef<boolean | undefined>(undefined);
  if (arrivedAsGuest.current === undefined && session.status !== 'loading') {
    arrivedAsGuest.current = session.status !== 'signed-in';
  }

  const decision = decideAccess({
    auth: props.auth,
    leafName,
    session,
    identifier,
    correspondentId: correspondent?.id,
    pathname,
    search,
    arrivedAsGuest: arrivedAsGuest.current === true,
    embedded,
  });

  if (decision.kind === 'loading') return <LoadingOverlay />;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} state={decision.state} replace />;
  }
  return (
    <div className="route-guard" data-auth={authMarker(props.auth)} data-route={props.routeName}>
      {props.children}
    </div>
  );
}
