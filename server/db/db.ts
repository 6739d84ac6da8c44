import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { tryLock } from 'fs-native-extensions';
import pg from 'pg';
import { isConnectionLoss } from '../lib/errors.ts';
import { HOUSEKEEPING_DELAY_MS, housekeeping, WAL_SETTINGS } from './pgliteHousekeeping.ts';

export type Row = Record<string, unknown>;

/** The one data-access handle: parameterised SQL only, the same SQL on PGlite and PostgreSQL. */
export type Db = {
  kind: 'pglite' | 'postgres';
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Pick<Db, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (what `pg_notify` sends, on commit): `onNotify` gets each payload, and null
   * after a lost listening connection came back (notifications of the gap may be missed). Returns the stop.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// Numbers come back as numbers (bigint, numeric and count(*) included) on both engines.
const numericOids = [20, 1700];
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * One process owns a PGlite data directory. It holds an exclusive lock on DATA_DIR/portal.lock that the
 * operating system keeps on the open file and drops when the process ends, however it ends: no stale
 * lock survives a crash and no reused process id can block a start. The file names the holder's
 * process id, for the message only.
 */
function lockDataDir(dir: string): () => void {
  const path = join(dir, 'portal.lock');
  const fd = openSync(path, 'a');
  if (!tryLock(fd)) {
    closeSync(fd);
    const holder = readFileSync(path, 'utf8').trim();
    throw new Error(
      `DATA_DIR ${dir} is in use by another server${holder ? ` (process ${holder})` : ''}; two servers on one directory lose data.`,
    );
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid));
  return () => closeSync(fd);
}

async function openPglite(dataDir: string, housekeepingDelayMs: number): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const parsers = Object.fromEntries(numericOids.map((oid) => [oid, (v: string) => Number(v)]));
  const pglite = await PGlite.create({
    dataDir: join(dataDir, 'pg'),
    parsers,
    startParams: [...PGlite.defaultStartParams, ...WAL_SETTINGS],
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const keeper = housekeeping(pglite, housekeepingDelayMs);
  const handle = (q: Pick<PGlite, 'query' | 'exec'>) => ({
    query: async <T extends Row>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  const direct = handle(pglite);
  // Each statement (a transaction counts as one) brings the housekeeping's next look.
  const thenLook = async <T>(statement: Promise<T>): Promise<T> => {
    try {
      return await statement;
    } finally {
      keeper.ran();
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => thenLook(direct.query(sql, params)),
    exec: (sql) => thenLook(direct.exec(sql)),
    transaction: (fn) => thenLook(pglite.transaction((tx) => fn(handle(tx)))),
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return () => stop();
    },
    close: async () => {
      await keeper.stop();
      await pglite.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  // A call waits at most 5 s for a connection, so a database that is down answers 503, not a hang.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection that the server ends (a restart, a failover, an administrator) is reported as an
  // 'error' event, which would crash the process unhandled: of the pool when the connection is idle, of
  // the client when it is checked out. The query on it fails (the caller answers 503) and the pool
  // opens a new connection for the next one, so the event is only logged.
  const logLoss = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', logLoss);
  pool.on('connect', (client) => client.on('error', logLoss));
  const run =
    (c: pg.Pool | pg.PoolClient) =>
    async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await c.query<T>(sql, params)).rows;
  const once = run(pool);
  return {
    kind: 'postgres',
    // A read that met a lost connection wrote nothing, so it is tried once more on a new connection.
    query: async (sql, params) => {
      try {
        return await once(sql, params);
      } catch (e) {
        if (!isConnectionLoss(e) || !/^\s*SELECT\b/i.test(sql)) throw e;
        return once(sql, params);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: run(client),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        // On a lost connection the ROLLBACK fails too (the server rolled back already): the first error counts.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError;
        });
        throw e;
      } finally {
        // A connection that failed is destroyed rather than returned to the pool.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, logLoss),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to other queries and stops listening),
 * connecting again after a loss; `onNotify(null)` then says that notifications of the gap may be missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string | null) => void,
  logLoss: (error: Error) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (current !== client || stopped) return;
      if (error) logLoss(error);
      current = null;
      client.end().catch(() => undefined);
      timer = setTimeout(again, RELISTEN_MS);
    };
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? null);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (e) {
      current = null;
      await client.end().catch(() => undefined);
      throw e;
    }
  };
  const again = () => {
    connect().then(
      () => onNotify(null),
      (e: Error) => {
        logLoss(e);
        if (!stopped) timer = setTimeout(again, RELISTEN_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

export function openDb(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PGlite: how long after a statement its housekeeping looks for writes (tests make it sooner). */
  housekeepingDelayMs?: number;
}): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(opts.dataDir, opts.housekeepingDelayMs ?? HOUSEKEEPING_DELAY_MS);
}
