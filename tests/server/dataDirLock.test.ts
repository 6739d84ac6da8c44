// One process owns a PGlite data directory, by a lock the operating system holds for it (db.ts). That
// the lock goes with a killed process is shown by restart.test.ts (a SIGKILL, then a new server on the
// same directory).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.ts';

describe.runIf(!process.env.DATABASE_URL)('the data directory lock (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second open of a directory in use is refused, naming the holder; after a close it opens', async () => {
    const first = await openDb({ dataDir });
    try {
      await expect(openDb({ dataDir })).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use by another server (process ${process.pid}); two servers on one directory lose data.`,
      );
    } finally {
      await first.close();
    }
    const again = await openDb({ dataDir });
    await again.close();
  }, 120_000);

  it('a lock file left by an earlier release, naming a process that is alive, does not block the start', async () => {
    // The parent of this process is alive: a process-id lock would have refused to start.
    writeFileSync(join(dataDir, 'portal.lock'), String(process.ppid));
    const db = await openDb({ dataDir });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  }, 120_000);
});
