// The web app's page (index.html) for each client-side route, with the chunks of the route's first
// screen named as modulepreload links and their stylesheets as stylesheet links: the browser fetches
// them beside the entry, instead of once the entry has run and asked for them. Which files each route
// names is data the build writes (.vite/route-preloads.json, scripts/routePreloads.ts). Worked out at
// start-up, and again when index.html changes (a build without that file serves index.html as it is),
// each page kept with its brotli and gzip bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routePattern } from '../../src/domain/routePattern.ts';
import { NO_STORE } from './securityHeaders.ts';

type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

/** What a route's page names (written by the build: scripts/routePreloads.ts), files relative to the build. */
export type RoutePreload = {
  /** A route pattern: `/leads/:id?` (an optional segment), `/report`. */
  path: string;
  modulepreload: string[];
  stylesheets: string[];
  /** Those for desktop windows only (`desktopMedia`). */
  desktopModulepreload: string[];
  desktopStylesheets: string[];
};
export type RoutePreloads = { desktopMedia: string; routes: RoutePreload[] };

/** Where the build writes them, beside its manifest. */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

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

type Built = { stamp: number; routes: { pattern: RegExp; page: Page }[]; plainPage: Page };

function build(webDir: string, stamp: number): Built {
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const plainPage = pageOf(index);
  const preloadsFile = join(webDir, ROUTE_PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : { desktopMedia: '', routes: [] };
  const mediaOf = (media: string) => (media ? ` media="${media}"` : '');
  // At low priority: on a slow network the entry's chunks and the stylesheets, which everything waits
  // for, come first; the screen's chunks take the bandwidth they leave.
  const links = (files: readonly string[], media = '') =>
    files.map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin${mediaOf(media)} href="/${file}">`,
    );
  // The chunks' stylesheets, after the entry's at the end of the body (vite.config.ts): fetched with
  // the page instead of once the entry asks for the screen. The entry's modules wait for them, as for
  // its own (a desktop-only one only where its media query matches), so nothing is drawn unstyled.
  const stylesheets = (files: readonly string[], media = '') =>
    files.map((file) => `<link rel="stylesheet" crossorigin${mediaOf(media)} href="/${file}">`);
  const desktop = preloads.desktopMedia;
  const routes = preloads.routes.map((route) => {
    const head = [...links(route.modulepreload), ...links(route.desktopModulepreload, desktop)];
    const body = [...stylesheets(route.stylesheets), ...stylesheets(route.desktopStylesheets, desktop)];
    const page = head.length
      ? pageOf(
          index.replace('</head>', `${head.join('')}</head>`).replace('</body>', `${body.join('')}</body>`),
        )
      : plainPage;
    return { pattern: routePattern(route.path), page };
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
      const page = built.routes.find((r) => r.pattern.test(path))?.page ?? built.plainPage;
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
