/**
 * Builds a concrete URL path from a route name (spec platform §2.1) and its parameters.
 * @module
 */
import { routeByName } from './route-map';

/** Path parameters by name, e.g. `{ identifier: 'demo', id: 42 }`. */
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * The path of the named route with its `:params` filled in (URI-encoded).
 * Throws when the name is unknown or a parameter is missing: both are programming errors that a
 * test should catch, not something to paper over with a broken link.
 */
export function pathFor(name: string, params: PathParams = {}): string {
  const { fullPath } = routeByName(name);
  return fullPath.replace(/:([A-Za-z]\w*)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`Route ${name} needs the parameter "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
}
