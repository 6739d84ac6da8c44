// The device's copies of the API's answers, one IndexedDB store (through idb) for instant start and
// offline work alike: each successful authorised GET answer is kept, under the signed-in user, once the
// page has used it; a screen draws its last copy at once while it asks the network (copyFirst.ts), and a
// request that gets no answer at all is answered from the copy. Copies of another user are never read;
// sign-out and a 401 delete them all. Bounded: the newest MAX_COPIES answers, MAX_COPIES_CHARS in all.
import { type DBSchema, openDB } from 'idb';

/** The newest answers kept; keeping one more deletes the oldest. */
export const MAX_COPIES = 300;
/** The characters of JSON kept in all (about 20 MB); the oldest answers go first. */
export const MAX_COPIES_CHARS = 10_000_000;

export type DeviceCopy = { body: string; savedAt: number };

export type DeviceCopies = {
  read(user: number, url: string): Promise<DeviceCopy | undefined>;
  keep(user: number, url: string, copy: DeviceCopy): Promise<void>;
  clear(): Promise<void>;
};

type Stored = DeviceCopy & { key: string };

interface CopiesSchema extends DBSchema {
  answers: { key: string; value: Stored; indexes: { savedAt: number } };
}

const DB_NAME = 'pp-copies';
const keyOf = (user: number, url: string) => `${user} ${url}`;

/** The copies in IndexedDB (opened on first use). */
export function indexedDeviceCopies(): DeviceCopies {
  let opening: ReturnType<typeof openDB<CopiesSchema>> | null = null;
  const db = () => {
    opening ??= openDB<CopiesSchema>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('answers', { keyPath: 'key' }).createIndex('savedAt', 'savedAt');
      },
    });
    return opening;
  };
  return {
    async read(user, url) {
      const stored = await (await db()).get('answers', keyOf(user, url));
      return stored ? { body: stored.body, savedAt: stored.savedAt } : undefined;
    },
    async keep(user, url, copy) {
      if (copy.body.length > MAX_COPIES_CHARS) return;
      const tx = (await db()).transaction('answers', 'readwrite');
      await tx.store.put({ key: keyOf(user, url), ...copy });
      // From the newest: past the bound, the older answers go.
      let count = 0;
      let chars = 0;
      let cursor = await tx.store.index('savedAt').openCursor(null, 'prev');
      while (cursor) {
        count += 1;
        chars += cursor.value.body.length;
        if (count > MAX_COPIES || chars > MAX_COPIES_CHARS) await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async clear() {
      await (await db()).clear('answers');
    },
  };
}

/** The copies in memory (tests, and browsers without IndexedDB). */
export function memoryDeviceCopies(): DeviceCopies {
  const answers = new Map<string, DeviceCopy>();
  return {
    async read(user, url) {
      return answers.get(keyOf(user, url));
    },
    async keep(user, url, copy) {
      if (copy.body.length > MAX_COPIES_CHARS) return;
      answers.delete(keyOf(user, url));
      answers.set(keyOf(user, url), copy);
      let chars = [...answers.values()].reduce((sum, c) => sum + c.body.length, 0);
      for (const [key, old] of answers) {
        if (answers.size <= MAX_COPIES && chars <= MAX_COPIES_CHARS) break;
        answers.delete(key);
        chars -= old.body.length;
      }
    },
    async clear() {
      answers.clear();
    },
  };
}

type Send = (request: Request) => Promise<Response>;
/** Does work when the page is idle. */
type Later = (work: () => void) => void;

const idle: Later =
  typeof requestIdleCallback === 'function'
    ? (work) => void requestIdleCallback(work, { timeout: 2000 })
    : (work) => void setTimeout(work, 0);

/**
 * `send`, keeping the copies: a successful authorised GET answer goes to the page at once and is kept
 * later; when such a request gets no answer at all, the signed-in user's copy answers it.
 */
export function withDeviceCopies(
  send: Send,
  copies: DeviceCopies,
  userOf: () => number | null,
  later: Later = idle,
): Send {
  return async (request) => {
    const user = userOf();
    if (request.method !== 'GET' || !request.headers.has('Authorization') || user === null) {
      return send(request);
    }
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      const copy = await copies.read(user, request.url).catch(() => undefined);
      if (!copy) throw error;
      return copyResponse(copy);
    }
    if (response.status === 200) {
      const answer = response.clone();
      later(() => {
        answer
          .text()
          .then((body) =>
            userOf() === user ? copies.keep(user, request.url, { body, savedAt: Date.now() }) : null,
          )
          .catch(() => undefined);
      });
    }
    return response;
  };
}

/** A kept answer as the server's. */
export function copyResponse(copy: DeviceCopy): Response {
  return new Response(copy.body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
