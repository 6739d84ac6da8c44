import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { onServer } from './globalSetup.ts';

export type TestDb = {
  db: Db;
  dataDir: string;
  /** The PostgreSQL database of this test when DATABASE_URL is set (another server can open it too). */
  databaseUrl: string | undefined;
  /** Opens the same storage again (a restart). */
  reopen(): Promise<Db>;
  /** Closes the handle and removes the data. */
  destroy(): Promise<void>;
};

/**
 * A fresh, migrated database: PGlite in a temporary DATA_DIR, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server (dropped by destroy).
 */
export async function freshDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    // Under vitest, a database starts as a copy of the run's migrated one (see globalSetup.ts).
    const template = process.env.VITEST ? (await import('vitest')).inject('migratedDatabase') : undefined;
    await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  // Under vitest, a PGlite database starts as a copy of the run's migrated one (see globalSetup.ts).
  const template =
    !adminUrl && process.env.VITEST ? (await import('vitest')).inject('migratedDataDir') : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  let db = await openDb({ dataDir, databaseUrl });
  await migrate(db);
  return {
    get db() {
      return db;
    },
    dataDir,
    databaseUrl,
    reopen: async () => {
      db = await openDb({ dataDir, databaseUrl });
      return db;
    },
    destroy: async () => {
      await db.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl && databaseUrl) {
        await onServer(
          adminUrl,
          `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
        );
      }
    },
  };
}

/** Whether a statement is the session check of every signed-in call (server/repos/sessionRepo.ts). */
export const isSessionCheck = (sql: string) => /FROM sessions s JOIN users u/.test(sql);

type Injectable = Pick<Awaited<ReturnType<typeof buildApp>>['app'], 'inject'>;

/** Signs a partner in through POST /api/users/login: their id, token and Authorization header. */
export async function signIn(app: Injectable, phone: string, password = 'magnet123') {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`login ${phone}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { userData: { id: number; token: string } };
  return {
    id: body.userData.id,
    token: body.userData.token,
    auth: { authorization: `Bearer ${body.userData.token}` },
  };
}

/** The API (no web app unless `options` name one) on a fresh database, seeded with the demo data. */
export async function seededApp(options: Partial<AppOptions> = {}) {
  const { seedDemo } = await import('../../server/db/seed/index.ts');
  const t = await freshDb();
  await seedDemo(t.db);
  const { app, ctx } = await buildApp({ ...options, db: t.db, dataDir: t.dataDir });
  await app.ready();
  const login = (phone: string, password = 'magnet123') => signIn(app, phone, password);
  return {
    app,
    ctx,
    t,
    login,
    close: async () => {
      await app.close();
      await t.destroy();
    },
  };
}
