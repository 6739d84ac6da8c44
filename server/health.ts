// What a load balancer asks, outside /api and without a session: /healthz, the process is up;
// /readyz, the database answers as well (503 with Retry-After while it does not).
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db.ts';
import { unavailable } from './lib/errors.ts';

export const healthChecks = (db: Pick<Db, 'query'>) => async (app: FastifyInstance) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw unavailable();
    }
    return { status: 'ok' };
  });
};
