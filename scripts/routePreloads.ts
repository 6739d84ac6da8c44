// Which chunks the page of each client-side route names for preloading, worked out at build time from
// the route table (src/app/routeTable.ts) and Vite's manifest, and written as data beside the manifest
// (.vite/route-preloads.json): the server reads that file and knows nothing of the app's code. A route
// gets its screen's chunks and the workspace's; the desktop workspace's go to desktop windows only (a
// media query), so a phone does not download them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../server/lib/appPages.ts';
import { APP_ROUTES, DESKTOP_WORKSPACE_MODULE, WORKSPACE_MODULE } from '../src/app/routeTable.ts';
import { routePageUrl } from '../src/domain/routePattern.ts';
import { DESKTOP_MEDIA } from '../src/shared/ui/deviceWidth.ts';

/** A chunk of Vite's build manifest (.vite/manifest.json), by the fields the build and the bench read. */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A module of the route table as the manifest names it (from the project's root). */
const fromRoot = (module: string) => posix.join('src/app', module);

/** The modules each route's page names, by their paths from the project's root. */
export const ROUTE_SCREENS = APP_ROUTES.map((route) => ({
  path: route.path,
  modules: [fromRoot(route.screen), fromRoot(WORKSPACE_MODULE)],
}));
/** The modules every page names for desktop windows only. */
export const DESKTOP_MODULES = [fromRoot(DESKTOP_WORKSPACE_MODULE)];

/** The chunk files a module needs (its own and those it imports), by the manifest's keys. */
export function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) chunksOf(manifest, child, into);
  return into;
}

/**
 * The manifest's key of a source module: its own key when it is a chunk's entry, else the key of the
 * shared chunk the bundler put it in, which carries the module's name (a module that other chunks
 * import statically is merged into one: `_Workspace-<hash>.js`).
 */
export function manifestKeyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name);
}

/**
 * The chunks of a route's modules that index.html does not load already, by the manifest's keys, and
 * the modules that the manifest does not have. `entry` is index.html's own chunks
 * (`chunksOf(manifest, 'index.html')`).
 */
export function routeChunks(manifest: Manifest, modules: readonly string[], entry: ReadonlySet<string>) {
  const keys = new Set<string>();
  const missing: string[] = [];
  for (const module of modules) {
    const key = manifestKeyOf(manifest, module);
    if (key) chunksOf(manifest, key, keys);
    else missing.push(module);
  }
  return { keys: [...keys].filter((key) => !entry.has(key)), missing };
}

/**
 * The stylesheets of `keys` (chunks, by the manifest's keys), in the order the app would add them: a
 * chunk's imports' before its own, so that, as when the screen is loaded by the app, a screen's rules
 * come after those of the parts it is built on.
 */
export function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const chosen = new Set(keys);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
    if (chosen.has(key)) files.push(...(manifest[key]?.css ?? []));
  };
  for (const key of keys) visit(key);
  return [...new Set(files)];
}

/** Each route's preloads; throws when the manifest lacks a module the route table names. */
export function routePreloads(
  manifest: Manifest,
  screens: readonly { path: string; modules: readonly string[] }[] = ROUTE_SCREENS,
  desktopModules: readonly string[] = DESKTOP_MODULES,
): RoutePreloads {
  const entry = chunksOf(manifest, 'index.html');
  const desktop = routeChunks(manifest, desktopModules, entry);
  const missing = [...desktop.missing];
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const routes = screens.map((route) => {
    const screen = routeChunks(manifest, route.modules, entry);
    missing.push(...screen.missing);
    const desktopOnly = desktop.keys.filter((key) => !screen.keys.includes(key));
    return {
      path: route.path,
      modulepreload: screen.keys.map(fileOf),
      stylesheets: stylesheetsOf(manifest, screen.keys),
      desktopModulepreload: desktopOnly.map(fileOf),
      desktopStylesheets: stylesheetsOf(manifest, desktopOnly),
    };
  });
  if (missing.length > 0) throw new Error(`The build has no chunk for ${[...new Set(missing)].join(', ')}`);
  return { desktopMedia: DESKTOP_MEDIA, routes };
}

/** The Vite plugin that writes .vite/route-preloads.json once the build (and its manifest) is written. */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'partner-portal-route-preloads',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const manifest: Manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
      writeFileSync(join(dir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloads(manifest), null, 2)}\n`);
    },
  };
}

/**
 * The service worker's precache entries for the server's page of each route (src/sw.ts answers a
 * navigation with its route's page), from the build in `dir`: each page's revision changes with
 * index.html and with the chunks the page names.
 */
export function routePageEntries(dir: string): { url: string; revision: string; size: number }[] {
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const preloads: RoutePreloads = JSON.parse(readFileSync(join(dir, ROUTE_PRELOADS_FILE), 'utf8'));
  return preloads.routes.map((route) => ({
    url: routePageUrl(route.path),
    revision: createHash('sha256').update(index).update(JSON.stringify(route)).digest('hex').slice(0, 16),
    size: 0,
  }));
}
