import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerReachability } from '../../src/api/serverReachability';

afterEach(() => {
  vi.useRealTimers();
});

describe('server reachability', () => {
  it('a request with no answer makes it unreachable; the probe, retried, brings it back', async () => {
    vi.useFakeTimers();
    let up = false;
    const probe = vi.fn(() => (up ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const reachability = createServerReachability({ probe, fetch, probeIntervalMs: 1000 });
    const changes: boolean[] = [];
    reachability.subscribe(() => changes.push(reachability.reachable));

    await expect(reachability.fetch(new Request('http://portal.test/api/leads'))).rejects.toThrow();
    expect(reachability.reachable).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reachability.reachable).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reachability.reachable).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([false, true]);
  });

  it('any answer, even an error status, means reachable; a request the app aborted says nothing', async () => {
    const answers = [new Response('{}', { status: 503 })];
    const fetch = vi.fn((request: Request) => {
      if (request.signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
      const answer = answers.shift();
      return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
    });
    const reachability = createServerReachability({ probe: () => Promise.resolve(), fetch });
    const response = await reachability.fetch(new Request('http://portal.test/api/leads'));
    expect(response.status).toBe(503);
    expect(reachability.reachable).toBe(true);

    const controller = new AbortController();
    controller.abort();
    const aborted = new Request('http://portal.test/api/leads', { signal: controller.signal });
    await expect(reachability.fetch(aborted)).rejects.toThrow('Aborted');
    expect(reachability.reachable).toBe(true);
  });
});
