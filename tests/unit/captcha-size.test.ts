// The checkbox captcha's size (client/src/lib/captcha.ts, spec §9): compact when its container is narrower than
// 320 px, normal otherwise; the enterprise captcha is always invisible with an inline badge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPACT_CAPTCHA_BELOW_PX, renderCaptcha } from '../../client/src/lib/captcha.ts';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in provider on window (as a page that already has grecaptcha), recording what it was asked to render. */
function provider() {
  const rendered: Record<string, unknown>[] = [];
  const fake = {
    render: (_c: unknown, params: Record<string, unknown>) => rendered.push(params),
    getResponse: () => '',
    reset: () => {},
    execute: async () => '',
  };
  vi.stubGlobal('window', { grecaptcha: { ...fake, enterprise: fake } });
  return rendered;
}

const box = (width: number, parentWidth = 0) =>
  ({
    getBoundingClientRect: () => ({ width }),
    parentElement: { getBoundingClientRect: () => ({ width: parentWidth }) },
  }) as unknown as HTMLElement;

describe('captcha size', () => {
  it('the compact captcha when its container is narrower than 320 px, the normal one from 320 px', async () => {
    expect(COMPACT_CAPTCHA_BELOW_PX).toBe(320);
    const rendered = provider();
    await renderCaptcha(box(319), 'key', false);
    await renderCaptcha(box(320), 'key', false);
    expect(rendered).toEqual([
      { sitekey: 'key', size: 'compact' },
      { sitekey: 'key', size: 'normal' },
    ]);
  });

  it('a container not laid out yet is measured by its parent', async () => {
    const rendered = provider();
    await renderCaptcha(box(0, 600), 'key', false);
    await renderCaptcha(box(0, 200), 'key', false);
    expect(rendered.map((p) => p.size)).toEqual(['normal', 'compact']);
  });

  it('the enterprise captcha stays invisible with its inline badge, whatever the width', async () => {
    const rendered = provider();
    await renderCaptcha(box(100), 'key', true);
    expect(rendered).toEqual([{ sitekey: 'key', size: 'invisible', badge: 'inline' }]);
  });
});
