// Blueprint draws an icon named by a string once that icon's paths are loaded. By default they come from
// one chunk per size holding every icon (about 300 KB each), fetched after the first render, and each
// icon on screen is drawn again when it arrives. A page registers the icons it draws from its own bundle
// before its first render instead; an icon not registered still loads the default way.
import { type IconName, IconSize, Icons } from '@blueprintjs/icons';

/**
 * Icons' paths modules (…/generated/16px/paths/arrow-down.js and …/20px/…), as
 * `import.meta.glob(..., { eager: true, import: 'default' })` gives them.
 */
export type IconPathModules = Record<string, string[]>;

/** An icon's name and size from its paths module's file name. */
export function iconOf(file: string): { name: string; size: IconSize } {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.js$/, '');
  return { name, size: file.includes('/20px/') ? IconSize.LARGE : IconSize.STANDARD };
}

/**
 * Registers bundled icon paths. The returned promise settles within the current task's microtasks, so
 * a React root rendered after this call draws the icons at once.
 */
export function registerBundledIcons(modules: IconPathModules): Promise<void> {
  const sizes = {
    [IconSize.STANDARD]: new Map<string, string[]>(),
    [IconSize.LARGE]: new Map<string, string[]>(),
  };
  for (const [file, paths] of Object.entries(modules)) {
    const { name, size } = iconOf(file);
    sizes[size].set(name, paths);
  }
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const bundled = sizes[size]?.get(name);
      if (bundled) return bundled;
      // Blueprint's own loader, in a chunk of its own: it is needed only for an icon not bundled.
      const { splitPathsBySizeLoader } = await import(
        '@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader'
      );
      return splitPathsBySizeLoader(name, size);
    },
  });
  return Promise.all([
    Icons.load([...sizes[IconSize.STANDARD].keys()] as IconName[], IconSize.STANDARD),
    Icons.load([...sizes[IconSize.LARGE].keys()] as IconName[], IconSize.LARGE),
  ]).then(() => undefined);
}
