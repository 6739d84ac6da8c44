// Builds the web app into dist/ when a source file is newer than the last build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) t = Math.max(t, newest(join(path, entry)));
  return t;
}

export function buildIfNeeded(outDir = join(root, 'dist')) {
  const stamp = join(outDir, '.build-stamp');
  const inputs = [
    'src',
    'public',
    'index.html',
    'login.html',
    'vite.config.ts',
    'scripts/routePreloads.ts',
    'package-lock.json',
  ];
  const sourceTime = Math.max(...inputs.map((p) => newest(join(root, p))));
  const builtTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (builtTime >= sourceTime) return false;
  console.log('Building the web app…');
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
