// npm run test:bundle: builds the web app when a source changed, then fails when a page's JavaScript
// loaded up front (gzip) is over its budget, when the build left a text file without its .br / .gz
// (the server sends those), when a route's screen module is not in the build's manifest, or when a
// phone's /leads loads the desktop grid or mosaic, or not less JavaScript than a desktop's. A size
// check over the build's manifest and files, not a timing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import type { Manifest } from '../scripts/routePreloads.ts';
import {
  bundleSizes,
  JS_BUDGETS,
  notPrecompressed,
  overBudget,
  pageOf,
  phoneProblems,
} from './bundleSizes.ts';

const distDir = join(import.meta.dirname, '..', 'dist');
buildIfNeeded(distDir);
const sizes = bundleSizes(distDir);
for (const e of sizes.entries) {
  const budget = JS_BUDGETS[e.entry];
  console.log(
    `${pageOf(e.entry).padEnd(12)} JS ${(e.js / 1024).toFixed(1)} KB gzip${budget ? ` (budget ${budget / 1024} KB)` : ''}, CSS ${(e.css / 1024).toFixed(1)} KB gzip`,
  );
}
for (const l of sizes.leads)
  console.log(
    `${l.path} on a ${l.device.padEnd(7)} JS ${(l.js / 1024).toFixed(1)} KB gzip before its first rows`,
  );
console.log(
  `largest lazy chunk: ${sizes.largestLazy.name} ${(sizes.largestLazy.gzip / 1024).toFixed(1)} KB gzip`,
);
const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
// A phone draws cards: it loads neither the grid nor the mosaic, so less than a desktop window.
const problems = [...overBudget(sizes), ...phoneProblems(sizes, manifest)];
// The server sends the build's .br / .gz files (preCompressed): a text file without them goes out plain.
const plain = notPrecompressed(distDir);
if (plain.length) problems.push(`the build wrote no compressed copy: ${plain.join(', ')}`);
// The server names each route's first-screen chunks from the manifest: a module it cannot find there
// would be loaded late again, silently.
if (sizes.unknownRouteModules.length)
  problems.push(`route screen modules not in the build's manifest: ${sizes.unknownRouteModules.join(', ')}`);
for (const p of problems) console.error(`Over budget: ${p}`);
process.exit(problems.length ? 1 : 0);
