import { afterEach, describe, expect, it } from 'vitest';
import { closeEarly, dropEarly, sendEarly, takeEarly } from '../../src/api/earlyAnswers';
import { createRootStore } from '../../src/app/RootStore';
import { startApp } from '../../src/app/startApp';
import { startupCalls } from '../../src/app/startupCalls';
import { createSession } from '../../src/domain/session';
import { saveSession } from '../../src/shared/state/storedSession';
import { demoUser, type FakeCall, fakeEnvironment, NOW } from './fakeEnvironment';

const API = 'http://portal.test/api';

/** A server that answers every call with its address, counting the calls. */
function countingServer() {
  const sent: string[] = [];
  const send = async (request: Request) => {
    sent.push(`${request.method} ${request.url} ${request.headers.get('Authorization')}`);
    return Response.json({ url: request.url });
  };
  return { sent, send };
}

// Each test is a fresh page: nothing sent early, start-up not begun.
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('partner-portal.early-answers')];
});

describe('answers sent early', () => {
  it('are taken once, by the GET call with the same address and token', async () => {
    const server = countingServer();
    sendEarly([`${API}/users/me`, `${API}/sources`], 'Bearer T1', server.send);
    expect(server.sent).toEqual([`GET ${API}/users/me Bearer T1`, `GET ${API}/sources Bearer T1`]);

    const me = () => new Request(`${API}/users/me`, { headers: { Authorization: 'Bearer T1' } });
    const taken = takeEarly(me(), server.send);
    expect(await (await taken)?.json()).toEqual({ url: `${API}/users/me` });
    // The second call of the same address goes to the server.
    expect(takeEarly(me(), server.send)).toBeUndefined();
    expect(server.sent).toHaveLength(2);
  });

  it('are not given to a call with another token, another method or another address', () => {
    const server = countingServer();
    sendEarly([`${API}/sources`], 'Bearer T1', server.send);
    const other = new Request(`${API}/sources`, { headers: { Authorization: 'Bearer T2' } });
    expect(takeEarly(other, server.send)).toBeUndefined();
    const post = new Request(`${API}/sources`, { method: 'POST', headers: { Authorization: 'Bearer T1' } });
    expect(takeEarly(post, server.send)).toBeUndefined();
    const query = new Request(`${API}/sources?x=1`, { headers: { Authorization: 'Bearer T1' } });
    expect(takeEarly(query, server.send)).toBeUndefined();
  });

  it('that got no answer are asked for again by the call', async () => {
    let attempts = 0;
    const send = async (request: Request) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Response.json({ url: request.url });
    };
    sendEarly([`${API}/sources`], 'Bearer T1', send);
    const call = new Request(`${API}/sources`, { headers: { Authorization: 'Bearer T1' } });
    expect(await (await takeEarly(call, send))?.json()).toEqual({ url: `${API}/sources` });
    expect(attempts).toBe(2);
  });

  it('are dropped once start-up is over', async () => {
    const server = countingServer();
    sendEarly([`${API}/sources`], 'Bearer T1', server.send);
    dropEarly();
    const call = new Request(`${API}/sources`, { headers: { Authorization: 'Bearer T1' } });
    expect(takeEarly(call, server.send)).toBeUndefined();
  });

  it('are not sent by an early script that runs once start-up has begun, or has ended', () => {
    const server = countingServer();
    closeEarly();
    sendEarly([`${API}/sources`], 'Bearer T1', server.send);
    dropEarly();
    sendEarly([`${API}/sources`], 'Bearer T1', server.send);
    expect(server.sent).toEqual([]);
  });

  it('sent before start-up began are still taken by its calls', async () => {
    const server = countingServer();
    sendEarly([`${API}/sources`], 'Bearer T1', server.send);
    closeEarly();
    const call = new Request(`${API}/sources`, { headers: { Authorization: 'Bearer T1' } });
    expect(await (await takeEarly(call, server.send))?.json()).toEqual({ url: `${API}/sources` });
    expect(server.sent).toHaveLength(1);
  });
});

/** A call as startupCalls writes it: the API path with its query. */
const asListed = (call: FakeCall) => {
  const query = new URLSearchParams(call.query).toString();
  return `${call.path.replace(/^\/api/, '')}${query ? `?${query}` : ''}`;
};

describe('the calls the page sends early', () => {
  it.each(['/', '/dashboard', '/leads', '/bookings/12'])(
    'are the calls start-up makes on %s',
    async (path) => {
      const { env, calls } = fakeEnvironment((call) =>
        call.path === '/api/users/me' ? { status: 200, body: demoUser } : { status: 200, body: [] },
      );
      saveSession(env.storage, createSession('T1', demoUser, NOW));
      const root = createRootStore(env);
      root.session.restore();
      await startApp(root, path);
      expect(root.startup.mode).toBe('done');
      const dashboard = path === '/' || path === '/dashboard';
      // Off the dashboard its counters are asked for after start-up (not sent early).
      const counters = new Set(
        startupCalls(demoUser.id, '/').filter((c) => !startupCalls(demoUser.id, '/leads').includes(c)),
      );
      const made = calls
        .filter((c) => c.method === 'GET')
        .map(asListed)
        .filter((c) => dashboard || !counters.has(c));
      expect(made.sort()).toEqual(startupCalls(demoUser.id, path).sort());
    },
  );
});
