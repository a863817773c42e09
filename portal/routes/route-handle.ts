/**
 * What each react-router match carries in `handle`: written by `build-routes`, read by components
 * that look at the matched routes (the profile-update modal). A module of its own so that those
 * components need not import `build-routes`, which imports them (issue 13: no import cycles).
 * @module
 */
import type { RouteAuth } from './route-map';

/** What each react-router match carries in `handle`. */
export interface RouteHandle {
  /** The route name. */
  name: string;
  /** The entry's declared auth, if it declares one. */
  auth?: RouteAuth;
}
