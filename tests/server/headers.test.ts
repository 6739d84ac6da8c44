import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HEADERS_TIMEOUT, TIMEOUTS } from '../../server/app.ts';
import { freshDb, seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;

const ASSET = '/assets/index-B4xQ9k_Z.js';
const page = (script: string) =>
  `<!doctype html><html><head><title>Partner Portal</title></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
}

/** The app's CSP: scripts from the origin only, never inline or eval; not framable. */
function expectAppCsp(csp: unknown) {
  expect(typeof csp).toBe('string');
  const directives = new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(String(csp)).not.toMatch(/unsafe-eval/);
  expect(directives.get('style-src')).toContain("'unsafe-inline'");
}

describe('security and cache headers', () => {
  let env: Env;
  let auth: Record<string, string>;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), page(ASSET));
    writeFileSync(join(webDir, 'login.html'), page('/assets/login-Dk3n0PqR.js'));
    writeFileSync(join(webDir, `.${ASSET}`), 'console.log("app")');
    writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\n');
    env = await seededApp({ webDir });
    auth = (await env.login('9876543210')).auth;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/login.html', '/leads/new', '/index.html'])(
    'the page %s: app CSP, not framable, not cached',
    async (url) => {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectBaseHeaders(res.headers);
      expectAppCsp(res.headers['content-security-policy']);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a hashed asset is cached immutably for a year; an unhashed public file is revalidated', async () => {
    const asset = await env.app.inject({ method: 'GET', url: ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectBaseHeaders(asset.headers);
    const robots = await env.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/users/me', true, 200],
    ['GET', '/api/leads?size=10&pageId=1', true, 200],
    ['GET', '/api/leads/magnet/close_leads/download', true, 200],
    ['GET', '/engage/callDetail?object_id=1&size=10&pageId=1', true, 200],
    ['GET', '/api/users/me', false, 401],
    ['GET', '/api/leads/99999999999', true, 400],
    ['GET', '/api/no-such-call', true, 404],
  ] as const)(
    '%s %s (token %s): %i with no-store and the base headers',
    async (method, url, withToken, status) => {
      const res = await env.app.inject({ method, url, headers: withToken ? auth : {} });
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
      expectBaseHeaders(res.headers);
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    '/api/regions?limit=50',
    '/api/regionparents',
    '/api/users/stages?type=LEAD',
    '/api/lead_internal_status',
    '/api/sources',
    '/api/magnetPlan',
  ])('the shared reference list %s may be kept by the browser only, briefly; its 401 is not', async (url) => {
    const res = await env.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300, stale-while-revalidate=3600');
    expectBaseHeaders(res.headers);
    const refused = await env.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer (which carries the token) is not cached', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: '9876543211', password: 'magnet123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an uploaded file: sandboxed, nosniff, not cached, same-origin only', async () => {
    const [{ key } = { key: '' }] = await env.t.db.query<{ key: string }>(
      "SELECT key FROM files WHERE key LIKE '%.png' ORDER BY key LIMIT 1",
    );
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    const res = await env.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectBaseHeaders(res.headers);
    expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const missing = await env.app.inject({ method: 'GET', url: `/files/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('the payment page: no script, framable by the portal only, not cached', async () => {
    const focus = await env.t.db.query<{ id: number }>(
      'SELECT id FROM projects WHERE is_focus = 1 ORDER BY id LIMIT 1',
    );
    const made = await env.app.inject({
      method: 'POST',
      url: '/api/focus_projects/focus_project_upsert',
      headers: auth,
      payload: {
        amount: 30000,
        campaign_type_id: [1],
        name: 'ASHA RAO',
        project_id: focus[0]?.id,
        invest: 1,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await env.app.inject({ method: 'GET', url: made.json().payment_url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form method="post"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    expectBaseHeaders(res.headers);
  });
});

describe('request timeouts', () => {
  it('bound the whole request, idle sockets, keep-alive and the headers of a slow client', async () => {
    const t = await freshDb();
    const env = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      expect(env.app.initialConfig.connectionTimeout).toBe(TIMEOUTS.connectionTimeout);
      expect(env.app.initialConfig.keepAliveTimeout).toBe(TIMEOUTS.keepAliveTimeout);
      expect(env.app.server.requestTimeout).toBe(TIMEOUTS.requestTimeout);
      expect(env.app.server.timeout).toBe(120_000);
      expect(env.app.server.keepAliveTimeout).toBe(72_000);
      expect(env.app.server.headersTimeout).toBe(HEADERS_TIMEOUT);
      expect(HEADERS_TIMEOUT).toBeLessThan(TIMEOUTS.requestTimeout);
    } finally {
      await env.app.close();
      await t.destroy();
    }
  }, 300_000);
});
