import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MODULES, ROUTE_SCREENS } from '../../src/app/routeScreens';
import { ROUTES } from '../../src/app/routes';

const root = join(import.meta.dirname, '..', '..');
const routesSource = readFileSync(join(root, 'src', 'app', 'routes.tsx'), 'utf8');

describe('the server names the chunks of each route’s first screen', () => {
  it('for every route of the route table, and no other', () => {
    expect(ROUTE_SCREENS.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
  });

  it.each(ROUTE_SCREENS.flatMap((r) => r.modules.map((m) => [r.path, m] as const)))(
    '%s: %s is a module the route table loads',
    (_path, module) => {
      expect(existsSync(join(root, module))).toBe(true);
      const specifier = relative(join(root, 'src', 'app'), join(root, module)).replace(/\.tsx?$/, '');
      const asImported = specifier.startsWith('.') ? specifier : `./${specifier}`;
      expect(routesSource).toContain(`import('${asImported}')`);
    },
  );

  it.each(DESKTOP_MODULES)('for desktop windows, %s: the module the desktop workspace loads', (module) => {
    expect(existsSync(join(root, module))).toBe(true);
    const loader = readFileSync(join(root, 'src', 'app', 'workspace', 'workspacePanes.ts'), 'utf8');
    expect(loader).toContain(`import('./${basename(module).replace(/\.tsx?$/, '')}')`);
  });
});
