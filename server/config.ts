import { resolve } from 'node:path';

/** The server's configuration, from the environment (design.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
  };
}
export type Config = ReturnType<typeof readConfig>;
