// What the browser parts of the bench share: which Chromium to run, and the demo partner's session.
import { existsSync } from 'node:fs';
import { DEMO_PASSWORD, DEMO_PHONE } from '../server/db/seed/index.ts';
import type { SessionUser } from '../src/domain/session.ts';

/** CHROMIUM_PATH, else Debian's chromium, else none (the launcher's own browser), as the e2e config. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    // A launcher would fail with an unhandled spawn error on a missing file.
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Signs the demo partner in through the API: the user the sign-in page would store, with its token. */
export async function signInDemo(origin: string): Promise<SessionUser & { token: string }> {
  const res = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { userData: SessionUser & { token: string } }).userData;
}
