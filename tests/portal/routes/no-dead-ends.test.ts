/**
 * Issue 19, item 5: nothing the portal offers leads to a screen not built yet. Every route name the
 * portal's own code links to (`pathFor('…')`, a quick action's or menu entry's `route: '…'`) has a
 * screen, redirects to one, or opens a child that has one; the "not available yet" page is only
 * for an address typed by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../portal/routes/build-routes';
import { routeByName, type RouteEntry } from '../../../portal/routes/route-map';

const PORTAL = join(__dirname, '../../../portal');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Route names the portal links to, with the file that does. */
function linkedRoutes(): Map<string, string> {
  const linked = new Map<string, string>();
  for (const file of sources(PORTAL)) {
    if (file.includes(join('portal', 'routes'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:pathFor\(\s*|\broute: )'([a-z0-9-]+)'/g)) {
      if (match[1]) linked.set(match[1], file.slice(PORTAL.length + 1));
    }
  }
  return linked;
}

/** Whether opening the entry shows a built screen. */
function opensAScreen(entry: RouteEntry): boolean {
  if (entry.redirectTo) return opensAScreen(routeByName(entry.redirectTo).entry);
  if (SCREENS[entry.name]) return true;
  const index = entry.children?.find((child) => child.path === '');
  return index ? opensAScreen(index) : false;
}

describe('no dead ends (issue 19, item 5)', () => {
  const linked = linkedRoutes();

  it('finds the links it checks', () => {
    expect(linked.has('private-home')).toBe(true);
    expect(linked.has('checkout-paper-money')).toBe(true);
    expect(linked.size).toBeGreaterThan(20);
  });

  it('every route the portal links to opens a built screen', () => {
    const dead = [...linked]
      .filter(([name]) => !opensAScreen(routeByName(name).entry))
      .map(([name, file]) => `${name} (linked from ${file})`);
    expect(dead).toEqual([]);
  });
});
