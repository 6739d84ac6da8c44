// npm run test:bundle: builds the web app when a source changed, then fails when a page's JavaScript
// loaded up front (gzip) is over its budget, when the build left a text file without its .br / .gz
// (the server sends those), or when a route's screen module is not in the build's manifest. A size
// check over the build's manifest and files, not a timing.
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { bundleSizes, JS_BUDGETS, notPrecompressed, overBudget, pageOf } from './bundleSizes.ts';

const distDir = join(import.meta.dirname, '..', 'dist');
buildIfNeeded(distDir);
const sizes = bundleSizes(distDir);
for (const e of sizes.entries) {
  const budget = JS_BUDGETS[e.entry];
  console.log(
    `${pageOf(e.entry).padEnd(12)} JS ${(e.js / 1024).toFixed(1)} KB gzip${budget ? ` (budget ${budget / 1024} KB)` : ''}, CSS ${(e.css / 1024).toFixed(1)} KB gzip`,
  );
}
console.log(
  `largest lazy chunk: ${sizes.largestLazy.name} ${(sizes.largestLazy.gzip / 1024).toFixed(1)} KB gzip`,
);
const problems = overBudget(sizes);
// The server sends the build's .br / .gz files (preCompressed): a text file without them goes out plain.
const plain = notPrecompressed(distDir);
if (plain.length) problems.push(`the build wrote no compressed copy: ${plain.join(', ')}`);
// The server names each route's first-screen chunks from the manifest: a module it cannot find there
// would be loaded late again, silently.
if (sizes.unknownRouteModules.length)
  problems.push(`route screen modules not in the build's manifest: ${sizes.unknownRouteModules.join(', ')}`);
for (const p of problems) console.error(`Over budget: ${p}`);
process.exit(problems.length ? 1 : 0);
