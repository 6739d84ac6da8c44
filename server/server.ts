import { buildApp, defaultWebDir } from './app.ts';
import { readConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

const config = readConfig();
const db = await openDb(config);
const applied = await migrate(db);
if (applied.length) console.log(`Migrated: ${applied.join(', ')}`);
const seeded = await seedIfEmpty(db);
if (seeded) console.log('Seeded the demo data.');

const { app } = await buildApp({
  db,
  dataDir: config.dataDir,
  webDir: process.env.WEB_DIR === '' ? undefined : (process.env.WEB_DIR ?? defaultWebDir),
  tokenSecret: config.tokenSecret,
  smtpUrl: config.smtpUrl,
  trustProxy: config.trustProxy,
  registrationsPerAddress: config.registrationsPerAddress,
  publicUrl: config.publicUrl,
  issueTeams: config.issueTeams,
  platform: config.platform,
  crmServiceToken: config.crmServiceToken.token,
  streamCapacity: config.streamCapacity,
  logger: process.env.LOG === '1',
});

/** How long the calls in flight may take to finish after SIGTERM before their connections are cut. */
const DRAIN_MS = 10_000;
let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  // Stops accepting and lets the calls in flight finish, within DRAIN_MS; then closes the database.
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    app.close().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DRAIN_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!drained) app.server.closeAllConnections();
  await db.close().catch((e: Error) => console.warn(`Closing the database: ${e.message}`));
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = `http://${config.host}:${config.port}`;
console.log(`Partner Portal is running at ${address}/`);
console.log(
  `Storage: ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
);
console.log('Demo sign-in: phone 9876543210, password magnet123 (second partner: 9876543211 / magnet123)');
if (config.crmServiceToken.demo) {
  console.log(
    `CRM service token: ${config.crmServiceToken.token} (the demo's; set CRM_SERVICE_TOKEN). Try: npm run crm -- visit <leadId>`,
  );
}
