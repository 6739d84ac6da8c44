// Where the e2e server on a port serves the web app from: its own copy of the build, so that
// e2e/pwa.spec.ts can play a new build on its worker's server without touching the other worker's.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eWebDir = (port) => join(tmpdir(), `portal-e2e-web-${port}`);
