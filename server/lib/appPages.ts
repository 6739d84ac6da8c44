// The web app's page (index.html) for each client-side route, with the chunks of the route's first
// screen named as modulepreload links and their stylesheets as stylesheet links: the browser fetches
// them beside the entry, instead of once the entry has run and asked for them. The desktop workspace's
// chunks are named for desktop windows only (a media query), so a phone does not download them. Worked
// out at start-up from the build's manifest, and again when index.html changes (a build without a
// manifest serves index.html as it is), each page kept with its brotli and gzip bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchPath } from 'react-router-dom';
import { DESKTOP_MEDIA } from '../../src/shared/ui/deviceWidth.ts';
import { DESKTOP_MODULES, ROUTE_SCREENS } from '../../src/app/routeScreens.ts';
import { NO_STORE } from './securityHeaders.ts';

/** A chunk of Vite's build manifest (.vite/manifest.json), by the fields the server and the bench read. */
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
type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

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
 * import statically, like the workspace, is merged into one: `_Workspace-<hash>.js`).
 */
export function manifestKeyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name);
}

/**
 * The chunks of a route's first screen that index.html does not load already, by the manifest's keys,
 * and the route's modules that the manifest does not have (a build that lost track of one). `entry` is
 * index.html's own chunks (`chunksOf(manifest, 'index.html')`), worked out once by a caller that asks
 * for many routes.
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

function pageOf(html: string): Page {
  const plain = Buffer.from(html);
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/**
 * The encoding of a page: of br and gzip, the one Accept-Encoding ranks higher (br on a tie). Chosen as
 * @fastify/static chooses a built file's, with the same negotiator, the header lower-cased and `*`
 * taken as gzip, so that pages and assets follow one rule.
 */
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
const encodingFor = (accept: string) => encodings.negotiate(accept.toLowerCase().replace(/\*/g, 'gzip'));

export type AppPages = {
  /** The page for a client-side route: index.html, with the first screen's chunks when the route has one. */
  send(req: FastifyRequest, reply: FastifyReply, path: string): FastifyReply;
};

type Built = { stamp: number; routes: { path: string; page: Page }[]; plainPage: Page };

function build(webDir: string, stamp: number): Built {
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const plainPage = pageOf(index);
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const mediaOf = (media: string) => (media ? ` media="${media}"` : '');
  // At low priority: on a slow network the entry's chunks and the stylesheets, which everything waits
  // for, come first; the screen's chunks take the bandwidth they leave.
  const link = (key: string, media = '') =>
    `<link rel="modulepreload" fetchpriority="low" crossorigin${mediaOf(media)} href="/${manifest[key]?.file}">`;
  // The chunks' stylesheets, after the entry's at the end of the body (vite.config.ts): fetched with
  // the page instead of once the entry asks for the screen. The entry's modules wait for them, as for
  // its own (a desktop-only one only where its media query matches), so nothing is drawn unstyled.
  const stylesheets = (keys: readonly string[], media = '') =>
    stylesheetsOf(manifest, keys).map(
      (file) => `<link rel="stylesheet" crossorigin${mediaOf(media)} href="/${file}">`,
    );
  const entry = chunksOf(manifest, 'index.html');
  const desktop = routeChunks(manifest, DESKTOP_MODULES, entry).keys;
  const routes = ROUTE_SCREENS.map((route) => {
    const screen = routeChunks(manifest, route.modules, entry).keys;
    const desktopOnly = desktop.filter((key) => !screen.includes(key));
    const links = [...screen.map((key) => link(key)), ...desktopOnly.map((key) => link(key, DESKTOP_MEDIA))];
    const styles = [...stylesheets(screen), ...stylesheets(desktopOnly, DESKTOP_MEDIA)];
    const page = links.length
      ? pageOf(
          index
            .replace('</head>', `${links.join('')}</head>`)
            .replace('</body>', `${styles.join('')}</body>`),
        )
      : plainPage;
    return { path: route.path, page };
  });
  return { stamp, routes, plainPage };
}

/**
 * The app's pages, from `webDir`; null while it holds no built app. Worked out again when index.html
 * changes (a new build under a running server).
 */
export function appPages(webDir: string): AppPages | null {
  const indexFile = join(webDir, 'index.html');
  const stampOf = () => statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? null;
  const first = stampOf();
  if (first === null) return null;
  let built = build(webDir, first);
  return {
    send(req, reply, path) {
      const stamp = stampOf();
      if (stamp !== null && stamp !== built.stamp) built = build(webDir, stamp);
      // Matched as the app's route table matches them (routes.tsx).
      const page = built.routes.find((r) => matchPath(r.path, path) !== null)?.page ?? built.plainPage;
      const encoding = encodingFor(String(req.headers['accept-encoding'] ?? ''));
      const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain;
      reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', NO_STORE)
        .header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
