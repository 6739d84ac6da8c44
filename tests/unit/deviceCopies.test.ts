import { describe, expect, it } from 'vitest';
import {
  type AnswersDevice,
  answersCacheName,
  withDeviceCopies,
} from '../../src/shared/state/apiAnswersCache';
import { NOT_APP_PAGES } from '../../src/swRoutes';

const API = 'http://portal.test/api';

/** Cache Storage in memory, with the idle work kept until `idle()` runs it. */
function fakeDevice() {
  const stores = new Map<string, Map<string, Response>>();
  const pending: (() => void)[] = [];
  const device: AnswersDevice = {
    caches: {
      async open(name) {
        const store = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, store);
        return {
          async match(url) {
            return store.get(String(url))?.clone();
          },
          async put(url, response) {
            store.set(String(url), response);
          },
        };
      },
    },
    later: (work) => void pending.push(work),
  };
  const idle = async () => {
    for (const work of pending.splice(0)) work();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { device, stores, idle };
}

const get = (path: string, token: string) =>
  new Request(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const online = async (request: Request) => Response.json({ url: request.url });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe("the device's copies of API answers", () => {
  it('are made after the page has the answer, in a cache named after the session', async () => {
    const { device, stores, idle } = fakeDevice();
    const send = withDeviceCopies(online, device);
    const answer = await send(get('/leads?page=1', 'T1'));
    expect(await answer.json()).toEqual({ url: `${API}/leads?page=1` });
    expect(stores.size).toBe(0);
    await idle();
    const name = await answersCacheName('Bearer T1');
    expect(name).toMatch(/^pp-api-answers-[0-9a-f]{32}$/);
    expect([...(stores.get(name)?.keys() ?? [])]).toEqual([`${API}/leads?page=1`]);
  });

  it('answer a GET that gets no answer, for the same session only', async () => {
    const { device, idle } = fakeDevice();
    await withDeviceCopies(online, device)(get('/leads?page=1', 'T1'));
    await idle();
    const cut = withDeviceCopies(offline, device);
    const copy = await cut(get('/leads?page=1', 'T1'));
    expect(await copy.json()).toEqual({ url: `${API}/leads?page=1` });
    await expect(cut(get('/leads?page=1', 'T2'))).rejects.toThrow('Failed to fetch');
    await expect(cut(get('/leads?page=2', 'T1'))).rejects.toThrow('Failed to fetch');
  });

  it('are not made of failures, writes or calls without a session', async () => {
    const { device, stores, idle } = fakeDevice();
    const refused = async () => Response.json({ message: 'Too many requests' }, { status: 429 });
    await withDeviceCopies(refused, device)(get('/leads', 'T1'));
    await withDeviceCopies(
      online,
      device,
    )(new Request(`${API}/leads/create`, { method: 'POST', body: '{}' }));
    await withDeviceCopies(online, device)(new Request(`${API}/regions`));
    await idle();
    expect([...stores.values()].flatMap((s) => [...s.keys()])).toEqual([]);
  });
});

describe('navigations the app page answers', () => {
  const opensApp = (path: string) => !NOT_APP_PAGES.some((p) => p.test(path));
  it("are the client-side routes, never the server's paths or files", () => {
    for (const path of ['/', '/leads', '/leads/12?stage_ids=1,2', '/report', '/leads?name=a.b'])
      expect(opensApp(path), path).toBe(true);
    for (const path of [
      '/api/leads',
      '/engage/api/x',
      '/files/7',
      '/payments/3',
      '/sites/abc',
      '/api',
      '/x.csv',
    ])
      expect(opensApp(path), path).toBe(false);
  });
});
