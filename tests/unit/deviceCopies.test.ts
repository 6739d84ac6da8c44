import { describe, expect, it } from 'vitest';
import { MAX_COPIES, memoryDeviceCopies, withDeviceCopies } from '../../src/shared/state/deviceCopies';
import { NOT_APP_PAGES } from '../../src/swRoutes';

const API = 'http://portal.test/api';

const online = async (request: Request) => Response.json({ url: request.url });
const offline = async () => {
  throw new TypeError('Failed to fetch');
};

/** Idle work kept until `idle()` runs it. */
function laterQueue() {
  const pending: (() => void)[] = [];
  const later = (work: () => void) => void pending.push(work);
  const idle = async () => {
    for (const work of pending.splice(0)) work();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { later, idle };
}

const get = (path: string) => new Request(`${API}${path}`, { headers: { Authorization: 'Bearer T' } });

describe("the device's copies of API answers", () => {
  it('are kept after the page has the answer, under the signed-in user, and answer a GET that gets no answer for that user only', async () => {
    const copies = memoryDeviceCopies();
    const { later, idle } = laterQueue();
    let user: number | null = 1;
    const answer = await withDeviceCopies(online, copies, () => user, later)(get('/leads?page=1'));
    expect(await answer.json()).toEqual({ url: `${API}/leads?page=1` });
    expect(await copies.read(1, `${API}/leads?page=1`)).toBeUndefined();
    await idle();
    const cut = withDeviceCopies(offline, copies, () => user, later);
    expect(await (await cut(get('/leads?page=1'))).json()).toEqual({ url: `${API}/leads?page=1` });
    await expect(cut(get('/leads?page=2'))).rejects.toThrow('Failed to fetch');
    user = 2;
    await expect(cut(get('/leads?page=1'))).rejects.toThrow('Failed to fetch');
  });

  it('are not made of failures, writes or calls without a session', async () => {
    const copies = memoryDeviceCopies();
    const { later, idle } = laterQueue();
    const refused = async () => Response.json({ message: 'Too many requests' }, { status: 429 });
    await withDeviceCopies(refused, copies, () => 1, later)(get('/leads'));
    await withDeviceCopies(
      online,
      copies,
      () => 1,
      later,
    )(new Request(`${API}/leads/create`, { method: 'POST', body: '{}' }));
    await withDeviceCopies(online, copies, () => 1, later)(new Request(`${API}/regions`));
    await withDeviceCopies(online, copies, () => null, later)(get('/sources'));
    await idle();
    for (const path of ['/leads', '/leads/create', '/regions', '/sources'])
      expect(await copies.read(1, `${API}${path}`)).toBeUndefined();
  });

  it('keep the newest 300 answers', async () => {
    const copies = memoryDeviceCopies();
    expect(MAX_COPIES).toBe(300);
    for (let i = 0; i <= 300; i += 1) await copies.keep(1, `${API}/leads/${i}`, { body: '{}', savedAt: i });
    expect(await copies.read(1, `${API}/leads/0`)).toBeUndefined();
    expect(await copies.read(1, `${API}/leads/1`)).toEqual({ body: '{}', savedAt: 1 });
    expect(await copies.read(1, `${API}/leads/300`)).toEqual({ body: '{}', savedAt: 300 });
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
