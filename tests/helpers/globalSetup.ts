import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that freshDb copies (creating a PGlite cluster takes seconds). */
    migratedDataDir: string;
    /** With DATABASE_URL: a migrated PostgreSQL database that freshDb creates its databases from. */
    migratedDatabase: string;
  }
}

/** Runs one statement on the PostgreSQL server of DATABASE_URL. */
export async function onServer(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Migrates one database for the whole run, which every test's fresh database starts as a copy of. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await onServer(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openDb({ databaseUrl: url.toString(), dataDir: '' });
    await migrate(db);
    await db.close();
    project.provide('migratedDatabase', name);
    return () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const db = await openDb({ dataDir: dir });
  await migrate(db);
  await db.close();
  project.provide('migratedDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
