/**
 * Placeholder of the route guard (spec platform §6 "Route access"). It only MARKS the declared
 * requirement on the DOM (`data-auth`); it does not block anything yet. The real guard (redirect
 * to login, /403, /404, the data-sharing redirect) arrives with the identity issue.
 * @module
 */
import type { ReactNode } from 'react';
import type { RouteAuth } from '../routes/route-map';

/** The `data-auth` value of a requirement: "true", "false", "any" or the roles joined by commas. */
export function authMarker(auth: RouteAuth): string {
  return Array.isArray(auth) ? auth.join(',') : String(auth);
}

/** Renders its children inside a `display: contents` element carrying `data-auth`. */
export function RequireAuth(props: { auth: RouteAuth; routeName: string; children: ReactNode }) {
  return (
    <div className="route-guard" data-auth={authMarker(props.auth)} data-route={props.routeName}>
      {props.children}
    </div>
  );
}
