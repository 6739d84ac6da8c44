// The web app's bundle as the browser loads it, read from the Vite manifest of a build: for each HTML
// entry the JavaScript and CSS loaded before anything is clicked (the entry chunk and its static
// imports, transitively, the scripts the page names besides (the early script), and for / the chunks
// of its first screen that the server's page names for preloading), and the chunks that load only
// later (dynamic imports).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import {
  chunksOf,
  DESKTOP_MODULES,
  type Manifest,
  manifestKeyOf,
  ROUTE_SCREENS,
  routeChunks,
} from '../scripts/routePreloads.ts';

export type EntrySize = {
  entry: string;
  /** gzip at the highest level, as the budgets count it. */
  js: number;
  css: number;
  /** The bytes a browser that accepts brotli receives: the build's .br files (0 when a file has none). */
  jsServed: number;
  chunks: string[];
};
/** A route's JavaScript before its first rows, on one kind of device. */
export type RouteSize = { device: 'phone' | 'desktop'; path: string; js: number; chunks: string[] };
export type BundleSizes = {
  entries: EntrySize[];
  /** `/leads` on a phone and on a desktop window (LEADS_DEVICES). */
  leads: RouteSize[];
  /** The largest chunk no entry loads up front, by gzip size. */
  largestLazy: { name: string; gzip: number };
  /** The routes' screen modules (src/app/routeTable.ts) that the build's manifest does not have. */
  unknownRouteModules: string[];
};

/**
 * The budgets of the JavaScript (gzip) each page loads up front (issue 16: /login.html 120 KB, / 350 KB;
 * /login.html 127 KB since issue 50: the icons it draws are imported one by one, 5.5 KB, instead of
 * the icon font and every icon's paths fetched at run time, 306 KB; the welcome offer's amount in the
 * one rupee format, 0.6 KB, issue 51).
 */
export const JS_BUDGETS: Record<string, number> = {
  'login.html': 127 * 1024,
  'index.html': 350 * 1024,
};

/** The desktop grid's module: on a desktop window a list's rows need it, on a phone they are cards. */
export const GRID_MODULE = 'src/shared/grid/DataGrid.tsx';

/**
 * The modules `/leads` loads beyond its screen's (the route table's) before its first rows, by
 * device: a desktop window adds the mosaic workspace and the grid.
 */
export const LEADS_DEVICES: Record<RouteSize['device'], readonly string[]> = {
  phone: [],
  desktop: [...DESKTOP_MODULES, GRID_MODULE],
};

/** The page each HTML entry serves. */
export const pageOf = (entry: string) => (entry === 'index.html' ? '/' : `/${entry}`);

export function bundleSizes(distDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const initial = new Set<string>();
  const indexChunks = chunksOf(manifest, 'index.html');
  const entries = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && key.endsWith('.html'))
    .map(([key]) => {
      // The page the server sends for / also preloads the dashboard's chunks (server/lib/appPages.ts).
      // As a desktop window loads it: with the desktop workspace's chunks, which a phone does not load.
      const first = key === 'index.html' ? ROUTE_SCREENS.find((r) => r.path === '/') : undefined;
      const keys = chunksOf(manifest, key);
      const preloaded = first ? [...first.modules, ...DESKTOP_MODULES] : [];
      for (const k of routeChunks(manifest, preloaded, indexChunks).keys) chunksOf(manifest, k, keys);
      const css = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []));
      // With the scripts the page names that the manifest does not list (the early script).
      const files = [
        ...new Set([...[...keys].map((k) => manifest[k]?.file ?? k), ...pageScripts(distDir, key)]),
      ];
      for (const file of files) initial.add(file);
      const sum = (list: Iterable<string>) => [...list].reduce((n, f) => n + gzip(f), 0);
      const served = files.reduce((n, f) => n + brotliSize(distDir, f), 0);
      return { entry: key, js: sum(files), css: sum(css), jsServed: served, chunks: files };
    })
    .sort((a, b) => a.entry.localeCompare(b.entry));
  let largestLazy = { name: '(none)', gzip: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || initial.has(chunk.file)) continue;
    const size = gzip(chunk.file);
    if (size > largestLazy.gzip) largestLazy = { name: chunk.src ?? chunk.name ?? key, gzip: size };
  }
  // /leads before its first rows: the page's chunks, the route's screen and workspace, and the device's.
  const leadsRoute = ROUTE_SCREENS.find((r) => r.path.startsWith('/leads'));
  const leads = Object.entries(LEADS_DEVICES).map(([device, extra]) => {
    const keys = chunksOf(manifest, 'index.html');
    const route = routeChunks(manifest, [...(leadsRoute?.modules ?? []), ...extra], indexChunks);
    for (const k of route.keys) chunksOf(manifest, k, keys);
    const files = [
      ...new Set([...[...keys].map((k) => manifest[k]?.file ?? k), ...pageScripts(distDir, 'index.html')]),
    ];
    return {
      device: device === 'phone' ? ('phone' as const) : ('desktop' as const),
      path: '/leads',
      js: files.reduce((n, f) => n + gzip(f), 0),
      chunks: files,
    };
  });
  const unknownRouteModules = [
    ...(leadsRoute ? [] : ['/leads: not in the route table']),
    ...routeChunks(manifest, [GRID_MODULE], indexChunks).missing.map((m) => `desktop grid: ${m}`),
    ...ROUTE_SCREENS.flatMap((r) =>
      routeChunks(manifest, r.modules, indexChunks).missing.map((m) => `${r.path}: ${m}`),
    ),
    ...routeChunks(manifest, DESKTOP_MODULES, indexChunks).missing.map((m) => `desktop: ${m}`),
  ];
  return { entries, leads, largestLazy, unknownRouteModules };
}

/** The entries over their JavaScript budget, as messages (empty when every budget holds). */
export function overBudget(sizes: BundleSizes): string[] {
  const problems: string[] = [];
  for (const [entry, budget] of Object.entries(JS_BUDGETS)) {
    const size = sizes.entries.find((e) => e.entry === entry);
    if (!size) problems.push(`${entry}: not in the build's manifest`);
    else if (size.js > budget)
      problems.push(
        `${pageOf(entry)} loads ${(size.js / 1024).toFixed(1)} KB of JavaScript (gzip) up front; the budget is ${(budget / 1024).toFixed(0)} KB. Chunks: ${size.chunks.join(', ')}`,
      );
  }
  return problems;
}

/**
 * What is wrong with the phone's `/leads`: a chunk of the desktop's own modules (the grid, the mosaic)
 * among its chunks, or JavaScript not smaller than the desktop's (empty when neither).
 */
export function phoneProblems(sizes: BundleSizes, manifest: Manifest): string[] {
  const phone = sizes.leads.find((s) => s.device === 'phone');
  const desktop = sizes.leads.find((s) => s.device === 'desktop');
  if (!phone || !desktop) return ['/leads: no phone or desktop figure'];
  const desktopOnly = new Set(desktop.chunks.filter((f) => !phone.chunks.includes(f)));
  const problems: string[] = [];
  for (const module of LEADS_DEVICES.desktop) {
    const key = manifestKeyOf(manifest, module);
    const file = key ? manifest[key]?.file : undefined;
    if (file && !desktopOnly.has(file)) problems.push(`a phone's /leads loads ${module} (${file})`);
  }
  if (phone.js >= desktop.js)
    problems.push(
      `a phone's /leads loads ${(phone.js / 1024).toFixed(1)} KB of JavaScript, not less than a desktop's ${(desktop.js / 1024).toFixed(1)} KB`,
    );
  return problems;
}

/** The script files a built page names (`<script src="/assets/…">`), relative to the build. */
function pageScripts(distDir: string, page: string): string[] {
  const html = readFileSync(join(distDir, page), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}

const brotliSize = (distDir: string, file: string) => {
  const br = join(distDir, `${file}.br`);
  return existsSync(br) ? statSync(br).size : 0;
};

/** What the build compresses (vite.config.ts): text files of at least this many bytes. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg)$/;
const COMPRESS_THRESHOLD = 512;

/** The build's text files that have no .br or no .gz beside them (empty when all are precompressed). */
export function notPrecompressed(distDir: string): string[] {
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= COMPRESS_THRESHOLD) {
        for (const ext of ['.br', '.gz'])
          if (!existsSync(path + ext)) missing.push(`${path.slice(distDir.length + 1)}${ext}`);
      }
    }
  };
  walk(distDir);
  return missing;
}
