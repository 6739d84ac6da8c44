import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartupLoading } from '../../src/app/StartupLoading';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe("index.html's start-up splash", () => {
  it("is the markup of the app's first render, which React takes over (hydrates) as it is", () => {
    const root = indexHtml.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/);
    expect(root?.[1]).toBe(renderToStaticMarkup(<StartupLoading />));
  });

  it('is styled by the page itself, before any stylesheet has arrived', () => {
    const style = indexHtml.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    for (const rule of ['.pp-startup {', '.pp-startup__product', '.pp-startup__text', '.bp6-spinner-head'])
      expect(style).toContain(rule);
  });
});
