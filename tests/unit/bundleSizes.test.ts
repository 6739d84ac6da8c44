import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSizes, notPrecompressed, overBudget } from '../../bench/bundleSizes';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder with the given manifest and files of random (incompressible) content of the given sizes. */
function build(manifest: Record<string, unknown>, files: Record<string, number>): string {
  dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The built pages, as Vite writes them: the entry as a module script; index.html with the early
  // script (a classic script the manifest does not list) before it.
  writeFileSync(
    join(dir, 'index.html'),
    '<head><title>P</title>\n<script src="/assets/early.js"></script>\n<script type="module" crossorigin src="/assets/main.js"></script></head>',
  );
  writeFileSync(
    join(dir, 'login.html'),
    '<script type="module" crossorigin src="/assets/login.js"></script>',
  );
  for (const [file, size] of Object.entries(files)) {
    writeFileSync(
      join(dir, file),
      Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256))),
    );
  }
  return dir;
}

describe('bundleSizes', () => {
  const manifest = {
    'login.html': {
      file: 'assets/login.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/login.css'],
    },
    'index.html': {
      file: 'assets/main.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/Leads.tsx'],
    },
    '_react.js': { file: 'assets/react.js', imports: [] },
    'src/Leads.tsx': {
      file: 'assets/leads.js',
      src: 'src/Leads.tsx',
      isDynamicEntry: true,
      imports: ['_grid.js'],
    },
    '_grid.js': { file: 'assets/grid.js', name: 'grid' },
  };
  const files = {
    'assets/login.js': 1000,
    'assets/main.js': 2000,
    'assets/early.js': 200,
    'assets/react.js': 4000,
    'assets/leads.js': 500,
    'assets/grid.js': 8000,
    'assets/login.css': 300,
  };

  it('counts an entry and its static imports as loaded up front, not what it imports dynamically', () => {
    const sizes = bundleSizes(build(manifest, files));
    const main = sizes.entries.find((e) => e.entry === 'index.html');
    expect(main?.chunks).toEqual(['assets/main.js', 'assets/react.js', 'assets/early.js']);
    expect(main?.js).toBeGreaterThan(6200);
    expect(main?.js).toBeLessThan(6700);
    expect(main?.css).toBe(0);
    const login = sizes.entries.find((e) => e.entry === 'login.html');
    expect(login?.chunks).toEqual(['assets/login.js', 'assets/react.js']);
    expect(login?.css).toBeGreaterThan(300);
    expect(sizes.largestLazy.name).toBe('grid');
    expect(overBudget(sizes)).toEqual([]);
  });

  it('names the page over its budget', () => {
    const sizes = bundleSizes(build(manifest, { ...files, 'assets/react.js': 130 * 1024 }));
    const problems = overBudget(sizes);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\/login\.html loads 13\d\.\d KB of JavaScript \(gzip\) up front; the budget is 127 KB/,
    );
  });

  it('counts the brotli files a browser receives, and names the text files the build left uncompressed', () => {
    const dir = build(manifest, {
      ...files,
      'assets/main.js.br': 700,
      'assets/main.js.gz': 800,
      'assets/react.js.br': 1500,
      'assets/react.js.gz': 1700,
    });
    const main = bundleSizes(dir).entries.find((e) => e.entry === 'index.html');
    expect(main?.jsServed).toBe(2200);
    // login.js and grid.js have no copies; leads.js (500 bytes) and login.css (300) are under the threshold.
    expect(notPrecompressed(dir).sort()).toEqual([
      'assets/grid.js.br',
      'assets/grid.js.gz',
      'assets/login.js.br',
      'assets/login.js.gz',
    ]);
  });
});
