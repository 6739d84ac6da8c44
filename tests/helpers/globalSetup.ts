import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that freshDb copies (creating a PGlite cluster takes seconds). */
    migratedDataDir: string;
  }
}

/** Creates and migrates one PGlite database for the whole run (PostgreSQL runs migrate each database). */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const db = await openDb({ dataDir: dir });
  await migrate(db);
  await db.close();
  project.provide('migratedDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
