/**
 * Issue 15: the route-name → module table (`route-modules.ts`) that the build reads to preload a
 * navigation's chunks is the one the portal loads. Every loader of `SCREENS` and `LAYOUTS`
 * answers exactly the export its table line names, and neither side has a name the other lacks:
 * a screen added to one and not the other fails here.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, SCREENS, type ComponentLoader } from '../../../portal/routes/build-routes';
import {
  LAYOUT_MODULES,
  SCREEN_MODULES,
  type RouteModule,
} from '../../../portal/routes/route-modules';

const PORTAL = join(__dirname, '../../../portal');

async function exportOf([module, exportName]: RouteModule): Promise<unknown> {
  const loaded = (await import(/* @vite-ignore */ join(PORTAL, module))) as Record<string, unknown>;
  return loaded[exportName];
}

describe.each([
  ['screens', SCREENS, SCREEN_MODULES],
  ['layouts', LAYOUTS, LAYOUT_MODULES],
] as [string, Readonly<Record<string, ComponentLoader>>, Readonly<Record<string, RouteModule>>][])(
  'the %s table',
  (_label, loaders, table) => {
    it('names the same routes as the loaders', () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(loaders).sort());
    });

    it.each(Object.keys(loaders))('%s loads the module and export of its line', async (name) => {
      const line = table[name];
      expect(line, `no line for ${name} in route-modules.ts`).toBeDefined();
      const expected = await exportOf(line as RouteModule);
      expect(expected).toBeTypeOf('function');
      expect(await (loaders[name] as ComponentLoader)()).toBe(expected);
    });
  },
);
