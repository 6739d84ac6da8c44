// Runs the server, contract and isolation tests against a real PostgreSQL server.
// With DATABASE_URL set, that server is used (the tests create and drop their own databases);
// otherwise a private PostgreSQL cluster is started on 127.0.0.1 for the run and removed after it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPgBin() {
  const fromPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return join(fromPath, '..');
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(base, v, 'bin', 'pg_ctl'))) return join(base, v, 'bin');
  }
  throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set DATABASE_URL)');
}

let url = process.env.DATABASE_URL;
let stop = () => {};
if (!url) {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args,
      {
        stdio: 'inherit',
      },
    );
  const data = join(dir, 'data');
  const port = process.env.PGPORT_TEST ?? '55432';
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
    '-w',
    '-l',
    join(dir, 'log'),
    'start',
  ]);
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
let code = 1;
try {
  const res = spawnSync(
    process.execPath,
    // `npm run test:pg -- tests/server/x.test.ts` runs only the files named.
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...(process.argv.length > 2 ? process.argv.slice(2) : ['tests/server', 'tests/contract']),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  code = res.status ?? 1;
} finally {
  stop();
}
process.exit(code);
