import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of the web app's pages. Scripts only from the portal's own origin (no
 * inline script, no eval); inline styles are allowed because Blueprint and AG Grid inject theirs at
 * run time. Map tiles may come from any https host (VITE_MAP_TILE_URL is build-time configuration).
 * The portal's pages cannot be framed; they frame only the portal's own payment page.
 */
export const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/** The payment page: no script at all, its own inline style, framed by the portal only. */
export const PAYMENT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

export const NO_STORE = 'no-store';
/**
 * The start-up reference lists that are the same for every partner (regions, parent regions, stages,
 * internal statuses, sources, the plans): a browser may keep its own copy for 5 minutes and, for an
 * hour after that, use it while it asks again in the background, so a returning partner's start-up
 * does not wait for them. `private`: never kept by a shared cache (the calls carry a token).
 */
export const REFERENCE_CACHE = 'private, max-age=300, stale-while-revalidate=3600';
export const REFERENCE_OPERATIONS: ReadonlySet<string> = new Set([
  'listRegions',
  'listRegionParents',
  'listStages',
  'listLeadInternalStatuses',
  'listSources',
  'getMagnetPlan',
]);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths whose answers hold a partner's data: never kept by a browser or a shared cache. */
const PARTNER_DATA = /^\/(api|engage|files|payments)\//;

/**
 * Security headers on every answer (helmet: CSP, nosniff, Referrer-Policy no-referrer, X-Frame-Options
 * DENY, Cross-Origin-Opener-Policy, ...), and `Cache-Control: no-store` on every answer of the API, the
 * engagement API, /files and the payment pages but the successful answers of the shared reference
 * lists (REFERENCE_CACHE). Routes that need another policy (/files: sandbox; the payment page: framed
 * by the portal) set their own CSP header.
 *
 * The helmet middleware is built once, at start-up (@fastify/helmet builds it again on every request).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  operationOf: (req: FastifyRequest) => string | undefined,
) {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    // Uploads and the payment page are loaded by the portal's own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Cross-origin embedding is not needed (map tiles are images, which COEP would block).
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to the TLS terminator in front of the server; on plain http it is ignored anyway.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    applyHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  app.addHook('onSend', async (req, reply) => {
    if (!PARTNER_DATA.test(req.url)) return;
    const shared = reply.statusCode === 200 && REFERENCE_OPERATIONS.has(operationOf(req) ?? '');
    reply.header('cache-control', shared ? REFERENCE_CACHE : NO_STORE);
  });
}

/** Cache headers of the built web app: hashed assets kept for a year, pages and the rest revalidated or not kept. */
export function webCacheControl(servedPath: string): string {
  // A precompressed file (index-B4xQ9k_Z.js.br) has the policy of the file it encodes.
  const path = servedPath.replace(/\.(br|gz)$/, '');
  if (/[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path)) return IMMUTABLE;
  if (path.endsWith('.html')) return NO_STORE;
  return 'no-cache';
}
