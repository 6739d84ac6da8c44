import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routePageEntries, routePreloadsPlugin } from './scripts/routePreloads.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8081}`;
const root = import.meta.dirname;

/**
 * index.html's stylesheets moved from its head to the end of its body, after the start-up splash: a
 * stylesheet in the head holds back every paint until it has arrived, one in the body only what
 * follows it. So the splash (styled by the page's own <style>) is drawn as soon as the page is parsed,
 * while the app's entry, a module, still runs only once the stylesheets are in (a module waits for
 * the stylesheets the parser met), as before.
 */
function splashBeforeStylesheets(): Plugin {
  return {
    name: 'partner-portal-splash-before-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const links = html.match(/^\s*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        if (links.length === 0 || !html.includes('</body>'))
          throw new Error('index.html has no stylesheet links or no body to move them to');
        const moved = links.reduce((page, link) => page.replace(link, ''), html);
        return moved.replace(/\s*<\/body>/, `\n${links.map((l) => `    ${l.trim()}`).join('\n')}\n  </body>`);
      },
    },
  };
}

/**
 * The service worker's .br and .gz beside it, as for every other text file of the build: vite-plugin-pwa
 * writes sw.js once the bundle is closed, after the compression plugin has run.
 */
function precompressServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'partner-portal-precompress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const file = join(outDir, 'sw.js');
        const code = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
      },
    },
  };
}

/** Blueprint's dark theme, which the portal does not use: its class and its colour-scheme attribute. */
const DARK_THEME = /\.bp6-dark\b|\[data-bp-color-scheme=["']?dark["']?\]/;

/**
 * A PostCSS plugin that leaves out Blueprint's dark-theme rules (the portal has one, light, theme:
 * spec 9): 39% of Blueprint's stylesheet, which a phone would download and parse on every cold start.
 * A selector list keeps its other selectors; a rule with only dark-theme selectors goes.
 */
function withoutDarkTheme() {
  return {
    postcssPlugin: 'partner-portal-without-dark-theme',
    Rule(rule: { selectors: string[]; remove: () => void }) {
      const kept = rule.selectors.filter((selector) => !DARK_THEME.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}

/**
 * The chunks of Blueprint's icon paths by name (every icon's, ~600 kB): built because its Icon component
 * can load an icon named by a string, loaded by nothing, as the app imports each icon it draws. The
 * worker does not precache them.
 */
function iconPathChunks(outDir: string): Set<string> {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const paths = /@blueprintjs\/icons\/lib\/esm\/(allPaths\.js|paths-loaders\/|generated\/\d+px\/paths\/)/;
  return new Set(Object.entries(manifest).flatMap(([key, chunk]) => (paths.test(key) ? [chunk.file] : [])));
}

export default defineConfig({
  plugins: [
    react(),
    splashBeforeStylesheets(),
    // .vite/route-preloads.json: the chunks the server's page of each route names (scripts/routePreloads.ts).
    routePreloadsPlugin(),
    // The web app manifest and the service worker (src/sw.ts: precache, offline copies of API answers,
    // the outbox's Background Sync). The app registers it and announces a new version (app/serviceWorker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Partner Portal',
        short_name: 'Partners',
        description: 'Add and follow your client leads, projects and bookings.',
        theme_color: '#2d72d2',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        // Drawn by scripts/drawIcons.mjs.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        // The pages, every script and stylesheet (AG Grid's chunk is ~720 kB) but Blueprint's icon paths by
        // name, the latin fonts. (The manifest and its icons are added by the plugin.)
        globPatterns: ['*.html', 'assets/*.{js,css}', 'assets/poppins-latin-*.woff2'],
        maximumFileSizeToCacheInBytes: 1_000_000,
        // The server's page of each route, which names the route's chunks (written before this runs).
        manifestTransforms: [
          (entries) => {
            const unused = iconPathChunks(resolve(root, 'dist'));
            const manifest = entries.filter((entry) => !unused.has(entry.url));
            return { manifest: [...manifest, ...routePageEntries(resolve(root, 'dist'))], warnings: [] };
          },
        ],
      },
    }),
    precompressServiceWorker(),
    // Every text file of the build (pages, scripts, styles, the public folder's files) also written as
    // .br and .gz at the highest levels, once at build time: the server sends the one the browser
    // accepts (server/app.ts, preCompressed) instead of compressing on each request or not at all.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|wasm)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  css: { postcss: { plugins: [withoutDarkTheme()] } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/engage': apiTarget,
      '/files': apiTarget,
      '/payments': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the route preloads, the bundle budget check and the benchmark read the chunks from it.
    manifest: true,
    // AG Grid's core is one ~720 kB module that cannot be split further; it gets a chunk of its
    // own (cached across releases of our code, loaded with the first table) and the warning limit
    // sits just above it, so any other chunk that grows past 500 kB still warns.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: {
        main: resolve(root, 'index.html'),
        login: resolve(root, 'login.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'ag-grid',
              // AG Grid and the packages only it uses (ag-stack, ag-charts-types, prop-types), not React:
              // with React pulled in, every page preloads the grid; with one of its own packages left out,
              // that package lands in a chunk that imports the grid, and the cycle breaks the grid's classes.
              test: /node_modules[\\/](ag-grid-(community|react)|ag-stack|ag-charts-types|prop-types)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
