import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS, routePreloads } from '../../scripts/routePreloads';

// A build's manifest: the entry, the leads screen's chunk with what it imports (a list chunk with a
// stylesheet of its own, which comes before the screen's), the workspace merged into a shared chunk,
// and the desktop workspace.
const MANIFEST = {
  'index.html': { file: 'assets/index-B4xQ9k_Z.js', imports: ['_shared-Aa11bb22.js'] },
  '_shared-Aa11bb22.js': { file: 'assets/shared-Aa11bb22.js' },
  'src/features/leads/LeadsScreen.tsx': {
    file: 'assets/LeadsScreen-Cc33dd44.js',
    imports: ['_shared-Aa11bb22.js', '_list-Ll55mm66.js', '_ag-grid-Ee55ff66.js', 'index.html'],
    css: ['assets/LeadsScreen-Cc33dd44.css'],
  },
  '_list-Ll55mm66.js': { file: 'assets/list-Ll55mm66.js', css: ['assets/list-Ll55mm66.css'] },
  '_ag-grid-Ee55ff66.js': { file: 'assets/ag-grid-Ee55ff66.js' },
  'src/features/dashboard/DashboardScreen.tsx': { file: 'assets/DashboardScreen-Gg77hh88.js' },
  '_Workspace-Ii99jj00.js': { file: 'assets/Workspace-Ii99jj00.js', name: 'Workspace' },
  'src/app/workspace/DesktopWorkspace.tsx': {
    file: 'assets/DesktopWorkspace-Jj11kk22.js',
    imports: ['_shared-Aa11bb22.js', '_mosaic-Kk33ll44.js'],
    css: ['assets/DesktopWorkspace-Jj11kk22.css'],
  },
  '_mosaic-Kk33ll44.js': { file: 'assets/mosaic-Kk33ll44.js' },
};
const DESKTOP = {
  desktopModulepreload: ['assets/DesktopWorkspace-Jj11kk22.js', 'assets/mosaic-Kk33ll44.js'],
  desktopStylesheets: ['assets/DesktopWorkspace-Jj11kk22.css'],
};

describe('the chunks each route’s page preloads', () => {
  it('a route gets its screen’s and the workspace’s chunks that the entry lacks, the desktop workspace’s for desktop windows', () => {
    const screens = ROUTE_SCREENS.filter((r) => ['/', '/leads/:id?'].includes(r.path));
    expect(routePreloads(MANIFEST, screens)).toEqual({
      desktopMedia: '(min-width: 900px)',
      routes: [
        {
          path: '/',
          modulepreload: ['assets/DashboardScreen-Gg77hh88.js', 'assets/Workspace-Ii99jj00.js'],
          stylesheets: [],
          ...DESKTOP,
        },
        {
          path: '/leads/:id?',
          modulepreload: [
            'assets/LeadsScreen-Cc33dd44.js',
            'assets/list-Ll55mm66.js',
            'assets/ag-grid-Ee55ff66.js',
            'assets/Workspace-Ii99jj00.js',
          ],
          stylesheets: ['assets/list-Ll55mm66.css', 'assets/LeadsScreen-Cc33dd44.css'],
          ...DESKTOP,
        },
      ],
    });
  });

  it('every route of the route table, and the build fails when the manifest lacks a module it names', () => {
    expect(ROUTE_SCREENS.map((r) => r.path)).toContain('/terms-condition');
    expect(() => routePreloads(MANIFEST)).toThrow(
      /The build has no chunk for .*src\/features\/bookings\/BookingsScreen\.tsx/,
    );
  });
});
