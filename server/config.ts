import { resolve } from 'node:path';
import { issueTeamsOf } from './lib/issueTeams.ts';
import { platformOf } from './lib/platform.ts';

/** The server's configuration, from the environment (design.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: publicUrlOf(env.PUBLIC_URL, host, port),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: tokenSecretOf(env),
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    registrationsPerAddress: positiveIntegerOf(env.REGISTRATIONS_PER_ADDRESS_PER_HOUR),
    issueTeams: issueTeamsOf(env.ISSUE_TEAM_EMAILS),
    platform: platformOf(env),
    crmServiceToken: crmServiceTokenOf(env),
    streamCapacity: positiveIntegerOf(env.LIVE_STREAM_CAPACITY),
  };
}

/** The CRM service token of the demo (npm start, tests, e2e), said at start when it is the one in use. */
export const DEMO_CRM_TOKEN = 'demo-crm-token';

/**
 * CRM_SERVICE_TOKEN (extension, issue 44): what the developer's CRM authenticates its writes with.
 * Required in production (NODE_ENV=production); elsewhere the demo token when unset.
 */
export function crmServiceTokenOf(env: NodeJS.ProcessEnv): { token: string; demo: boolean } {
  const token = env.CRM_SERVICE_TOKEN || undefined;
  if (env.NODE_ENV === 'production') {
    if (!token) throw new Error('CRM_SERVICE_TOKEN must be set in production (NODE_ENV=production)');
    if (token.length < MIN_SECRET_LENGTH)
      throw new Error(`CRM_SERVICE_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return token ? { token, demo: false } : { token: DEMO_CRM_TOKEN, demo: true };
}

/** At least 256 bits of base64 or hex text. */
const MIN_SECRET_LENGTH = 32;

/**
 * TOKEN_SECRET: required in production (NODE_ENV=production), so the key that signs the tokens is
 * not kept only in the database beside the data it protects. Elsewhere (npm start, tests, e2e) a
 * secret made once and kept in the database is used when it is unset.
 */
export function tokenSecretOf(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.TOKEN_SECRET || undefined;
  if (env.NODE_ENV === 'production') {
    if (!secret) throw new Error('TOKEN_SECRET must be set in production (NODE_ENV=production)');
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

/**
 * PUBLIC_URL: the address partners' public links are built on (their project sites), as clients
 * reach the server; by default the listening address. Never taken from a request's Host header.
 */
export function publicUrlOf(value: string | undefined, host: string, port: number): string {
  const url = new URL(value || `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https address, not '${value}'`);
  }
  return url.href.replace(/\/+$/, '');
}

function positiveIntegerOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Expected a whole number above 0, not '${value}'`);
  return n;
}

/**
 * Which proxies' X-Forwarded-For to believe for the client address (the per-address rate limits):
 * unset = none (the socket's address), 'true' = any, else a list of addresses or CIDR ranges
 * ('10.0.0.0/8,127.0.0.1').
 */
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
export type Config = ReturnType<typeof readConfig>;
