import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Icon } from '@blueprintjs/core';
import { IconSize, Icons } from '@blueprintjs/icons';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ICON_PATHS } from '../../src/app/appIcons';
import { LOGIN_ICON_PATHS } from '../../src/features/login/loginIcons';
import { type IconPathModules, iconOf, registerBundledIcons } from '../../src/shared/ui/bundledIcons';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** The app's source files an entry reaches through its relative imports, static and lazy, and its route table. */
function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Imports, and the modules the route table names (relative paths with their extension).
    for (const m of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'|'(\.{1,2}\/[^']+\.tsx?)'/g)) {
      const base = join(dirname(file), m[1] ?? m[2] ?? '');
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (path) => existsSync(path) && /\.tsx?$/.test(path),
      );
      if (found) visit(found);
    }
  };
  visit(join(SRC, entry));
  return [...seen];
}

/** Every Blueprint icon name written as a string on a line that speaks of an icon, in the files an entry reaches. */
function iconsNamedIn(entry: string): string[] {
  const names = new Set<string>();
  for (const file of reachedFrom(entry)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!/icon/i.test(line)) continue;
      for (const m of line.matchAll(/['"]([a-z0-9-]+)['"]/g)) {
        const name = m[1] ?? '';
        if (Icons.isValidIconName(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Icons named by the code that the bundled paths lack, at 16 or at 20 px. */
function missing(named: string[], modules: IconPathModules): string[] {
  const bundled = Object.keys(modules).map(iconOf);
  const at = (size: IconSize) => new Set(bundled.filter((i) => i.size === size).map((i) => i.name));
  return named.filter((name) => !at(IconSize.STANDARD).has(name) || !at(IconSize.LARGE).has(name));
}

describe('bundled icons', () => {
  it('bundles every icon the portal and the sign-in page name, at 16 and 20 px', () => {
    const portal = iconsNamedIn('main.tsx');
    const signIn = iconsNamedIn('login.tsx');
    expect(portal.length).toBeGreaterThan(50);
    expect(signIn).toContain('office');
    expect(missing(portal, APP_ICON_PATHS)).toEqual([]);
    expect(missing(signIn, LOGIN_ICON_PATHS)).toEqual([]);
  });

  it('draws a registered icon in its first render, at both sizes', async () => {
    await registerBundledIcons(APP_ICON_PATHS);
    const { container } = render(
      <>
        <Icon icon="office" size={16} />
        <Icon icon="offline" size={48} />
      </>,
    );
    const paths = container.querySelectorAll('svg path');
    expect(paths).toHaveLength(2);
    expect(container.querySelectorAll('svg')[1]?.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(Icons.getPaths('office', IconSize.STANDARD)?.[0]).toMatch(/^M/);
  });

  it('still loads an icon it does not bundle, the default way', async () => {
    await registerBundledIcons(APP_ICON_PATHS);
    expect(Object.keys(APP_ICON_PATHS).some((file) => file.includes('/airplane.'))).toBe(false);
    await Icons.load('airplane', IconSize.STANDARD);
    expect(Icons.getPaths('airplane', IconSize.STANDARD)?.[0]).toMatch(/^M/);
  });
});
