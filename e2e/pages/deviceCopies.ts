import { expect, type Page } from '@playwright/test';

/** The API paths of the answers the device keeps for the signed-in partner (src/shared/state/deviceCopies.ts). */
export function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('pp-copies');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve([]);
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.map((k) => new URL(String(k).slice(String(k).indexOf(' ') + 1)).pathname));
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

/** Waits until the device holds its copy of an API answer whose path starts with `path`. */
export async function keptOnDevice(page: Page, path: string) {
  await expect.poll(async () => (await keptPaths(page)).some((p) => p.startsWith(path))).toBe(true);
}
