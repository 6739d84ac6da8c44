import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';

// The browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own when installed.
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = '';
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the e2e tests: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH",
  );
}

const executablePath = chromiumExecutable();
// E2E_PORT and E2E_WEB_DIR let several runs share a machine (each builds and serves its own copy).
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Two workers, each with its own server on its own port (E2E_PORT and the next one) and its own fresh
// data: the specs change and count the demo partner's data, which a second worker on the same server
// would change under them. On one PostgreSQL database (DATABASE_URL) the servers would share the
// data, so there one worker runs.
const WORKERS = process.env.DATABASE_URL ? 1 : 2;
// A worker's parallel index (0 or 1) names its server; the runner itself reads the config without one.
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A loaded machine can take many seconds to paint: every wait is on what the user sees, bounded
  // generously, never a fixed pause; a click waits at most 30 s, so a test that cannot pass fails soon.
  timeout: 120_000,
  expect: { timeout: 45_000 },
  use: {
    actionTimeout: 30_000,
    baseURL: `http://127.0.0.1:${workerPort}`,
    // Blocked but in e2e/pwa.spec.ts: a worker answers the page's requests itself, out of page.route's reach.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    // The phone runs the tests tagged @phone: the phone layouts (cards, drawers, bottom tabs,
    // full-screen dialogs, the field kit) and one pass through each flow, not every desktop flow again.
    {
      name: 'mobile',
      grep: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // Started one after the other: the first builds the web app when a source changed, the second finds
  // the build done.
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT + i}/login.html`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(PORT + i) },
  })),
});
