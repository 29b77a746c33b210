// How analytics leave the page (client/src/analytics/send.ts): a kept-alive same-origin POST that gives up after the
// spec's analytics post timeout (§9: 2500 ms) and never shows or throws a failure (§7); performance records by beacon,
// falling back to that POST when the browser refuses the beacon (§7 performance/records).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS, beacon, postForm, postJson } from '../../client/src/analytics/send.ts';

afterEach(() => vi.restoreAllMocks());

describe('analytics posts', () => {
  it('an analytics post gives up after 2500 ms (spec §9 analytics post timeout)', () => {
    expect(ANALYTICS_TIMEOUT_MS).toBe(2500);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    postForm('/api/census/button-click', { visitorCookie: 'v' });
    expect(timeout).toHaveBeenCalledWith(2500);
    const init = fetch.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(init.signal).toBe(timeout.mock.results[0].value);
    vi.unstubAllGlobals();
  });

  it('a failed or refused analytics post is silent: nothing is thrown and no promise rejects', async () => {
    const rejected = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', rejected);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => postJson('/api/events/RecordEvent', { name: 'add to cart' })).not.toThrow();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no fetch');
    });
    expect(() => postJson('/api/events/RecordEvent', { name: 'add to cart' })).not.toThrow();
    // A known point: Node reports an unhandled rejection once the promise callbacks of the turn have run, before the
    // next turn's setImmediate.
    await new Promise((r) => setImmediate(r));
    process.off('unhandledRejection', unhandled);
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('beacons (spec §7 performance/records: beacon when available, else a kept-alive POST)', () => {
  const PATH = '/api/1/performance/records';
  const BODY = '[{"event":"page_speed"}]';
  const fetchStandIn = () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('a beacon the browser takes is sent by navigator.sendBeacon as text/plain, and by nothing else', async () => {
    const fetch = fetchStandIn();
    const sendBeacon = vi.fn((_path: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    beacon(PATH, BODY);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, body] = sendBeacon.mock.calls[0];
    expect(path).toBe(PATH);
    expect(body.type).toBe('text/plain');
    expect(await body.text()).toBe(BODY);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a beacon the browser refuses (sendBeacon answers false) falls back to fetch with keepalive, as text/plain', () => {
    const fetch = fetchStandIn();
    const sendBeacon = vi.fn(() => false);
    vi.stubGlobal('navigator', { sendBeacon });
    beacon(PATH, BODY);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0];
    expect(path).toBe(PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: BODY, headers: { 'Content-Type': 'text/plain' } });
  });

  it('a beacon that throws, or a browser without sendBeacon, falls back to fetch with keepalive too', () => {
    const fetch = fetchStandIn();
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(() => beacon(PATH, BODY)).not.toThrow();
    vi.stubGlobal('navigator', {});
    beacon(PATH, BODY);
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [, init] of fetch.mock.calls) expect(init).toMatchObject({ keepalive: true, body: BODY });
  });
});
