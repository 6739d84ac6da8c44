// The server the Playwright specs run against: its own copy of the built app on PORT (default 8181)
// with a fresh temporary DATA_DIR (or DATABASE_URL when set), both removed when the server stops.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';
import { e2eWebDir } from './e2e-web-dir.mjs';

process.env.PORT ??= '8181';
const builtDir = process.env.E2E_WEB_DIR ?? join(import.meta.dirname, '..', 'dist');
buildIfNeeded(builtDir);
const webDir = e2eWebDir(process.env.PORT);
rmSync(webDir, { recursive: true, force: true });
cpSync(builtDir, webDir, { recursive: true });
process.env.WEB_DIR = webDir;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = dataDir;
// The specs register a new partner in many tests, all from this machine's address.
process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR ??= '1000';
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
});
register();
await import('../server/server.ts');
