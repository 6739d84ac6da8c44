import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

// A build as `vite build` writes it: each text file with its .br and .gz beside it (vite.config.ts).
const ASSET = '/assets/index-B4xQ9k_Z.js';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Lead ${i}` })))};\n`;
const PAGE = `<!doctype html><html><head><title>Partner Portal</title></head><body><div id="root"></div><script type="module" src="${ASSET}"></script>${'<!-- padding -->'.repeat(40)}</body></html>`;
// What the build records for each route (.vite/route-preloads.json): the files its page names, the
// desktop workspace's for desktop windows only.
const DESKTOP = {
  desktopModulepreload: ['assets/DesktopWorkspace-Jj11kk22.js', 'assets/mosaic-Kk33ll44.js'],
  desktopStylesheets: ['assets/DesktopWorkspace-Jj11kk22.css'],
};
const ROUTE_PRELOADS = {
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
      ],
      stylesheets: ['assets/list-Ll55mm66.css', 'assets/LeadsScreen-Cc33dd44.css'],
      ...DESKTOP,
    },
    { path: '/bookings/:id?', modulepreload: [], stylesheets: [], ...DESKTOP },
  ],
};
// A route's chunks come at low priority (the entry's and the stylesheets first), the desktop
// workspace's for desktop windows only; their stylesheets at the end of the body, in the same way.
const DESKTOP_LINKS =
  '<link rel="modulepreload" fetchpriority="low" crossorigin media="(min-width: 900px)" href="/assets/DesktopWorkspace-Jj11kk22.js"><link rel="modulepreload" fetchpriority="low" crossorigin media="(min-width: 900px)" href="/assets/mosaic-Kk33ll44.js">';
const DESKTOP_STYLES =
  '<link rel="stylesheet" crossorigin media="(min-width: 900px)" href="/assets/DesktopWorkspace-Jj11kk22.css">';
const DASHBOARD_PAGE = PAGE.replace(
  '</head>',
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/DashboardScreen-Gg77hh88.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Workspace-Ii99jj00.js">${DESKTOP_LINKS}</head>`,
).replace('</body>', `${DESKTOP_STYLES}</body>`);
const LEADS_PAGE = PAGE.replace(
  '</head>',
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LeadsScreen-Cc33dd44.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list-Ll55mm66.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ag-grid-Ee55ff66.js">${DESKTOP_LINKS}</head>`,
).replace(
  '</body>',
  `<link rel="stylesheet" crossorigin href="/assets/list-Ll55mm66.css"><link rel="stylesheet" crossorigin href="/assets/LeadsScreen-Cc33dd44.css">${DESKTOP_STYLES}</body>`,
);
/** A route with nothing of its own to preload: the desktop workspace only. */
const BOOKINGS_PAGE = PAGE.replace('</head>', `${DESKTOP_LINKS}</head>`).replace(
  '</body>',
  `${DESKTOP_STYLES}</body>`,
);
/** An asset too small to be worth compressing: the build leaves it plain. */
const SMALL = '/assets/tiny-Qm3kZ8pT.js';

function writeBuilt(dir: string, path: string, text: string, compressed = true) {
  const file = join(dir, `.${path}`);
  writeFileSync(file, text);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('the built web app is served precompressed', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeBuilt(webDir, '/index.html', PAGE);
    writeBuilt(webDir, '/login.html', PAGE);
    writeBuilt(webDir, ASSET, SCRIPT);
    writeBuilt(webDir, SMALL, 'export {};', false);
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    t = await freshDb();
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, webDir }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['*', 'gzip'],
    ['BR', 'br'],
    ['deflate', undefined],
    ['', undefined],
  ])(
    'a hashed asset asked with Accept-Encoding "%s" comes as %s, cached immutably',
    async (accept, encoding) => {
      const res = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(encoding, res.rawPayload)).toBe(SCRIPT);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    },
  );

  it('a file the build left plain is sent plain to a client that accepts br', async () => {
    const res = await app.inject({ method: 'GET', url: SMALL, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it.each([
    ['/', 'br', 'br', DASHBOARD_PAGE],
    ['/login.html', 'gzip', 'gzip', PAGE],
    ['/leads', 'br', 'br', LEADS_PAGE],
    ['/leads/new', 'gzip', 'gzip', LEADS_PAGE],
    ['/leads/7/', 'br;q=0.5, gzip;q=1', 'gzip', LEADS_PAGE],
    ['/leads', '*', 'gzip', LEADS_PAGE],
    ['/leads', 'BR', 'br', LEADS_PAGE],
    ['/leads', 'gzip;q=0, br;q=0', undefined, LEADS_PAGE],
    ['/bookings', '', undefined, BOOKINGS_PAGE],
    ['/no-such-screen', 'br', 'br', PAGE],
  ])('the page %s asked with "%s" comes as %s, HTML, never cached', async (url, accept, encoding, page) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(decode(encoding, res.rawPayload)).toBe(page);
  });

  it('a missing asset is a 404, compressed copies or not', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/missing-Zz9Yy8Xx.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
  });
});
