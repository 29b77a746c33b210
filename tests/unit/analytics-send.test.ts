// How analytics leave the page (client/src/analytics/send.ts): a kept-alive same-origin POST that gives up after the
// spec's analytics post timeout (§9: 2500 ms) and never shows or throws a failure (§7).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS, postForm, postJson } from '../../client/src/analytics/send.ts';

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
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
