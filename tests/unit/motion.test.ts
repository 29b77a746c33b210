// Motion (spec §9): 'Default tween 300 ms. Scroll animation default duration clamped between 50 and 50 ms.', the
// pill's fades (0.2 s then 0.5 s), and prefers-reduced-motion turning all of them off.
import { describe, expect, it } from 'vitest';
import {
  CART_PILL_FADE_IN_MS,
  CART_PILL_FADE_OUT_MS,
  DEFAULT_TWEEN_MS,
  motionDurations,
  motionStyle,
  SCROLL_ANIMATION_MAX_MS,
  SCROLL_ANIMATION_MIN_MS,
  scrollAnimationMs,
} from '../../client/src/lib/motion.ts';

describe('motion', () => {
  it('default tween 300 ms', () => {
    expect(DEFAULT_TWEEN_MS).toBe(300);
    expect(motionDurations(false).tweenMs).toBe(300);
  });

  it('scroll animation default duration clamped between 50 and 50 ms', () => {
    expect([SCROLL_ANIMATION_MIN_MS, SCROLL_ANIMATION_MAX_MS]).toEqual([50, 50]);
    expect(scrollAnimationMs()).toBe(50);
    expect(scrollAnimationMs(10)).toBe(50);
    expect(scrollAnimationMs(1000)).toBe(50);
    expect(scrollAnimationMs(Number.NaN)).toBe(50);
  });

  it('pill fade 0.2 s then 0.5 s', () => {
    expect([CART_PILL_FADE_IN_MS, CART_PILL_FADE_OUT_MS]).toEqual([200, 500]);
  });

  it('hands the durations to the style sheet as custom properties', () => {
    expect(motionStyle(false)).toEqual({
      '--motion-tween': '300ms',
      '--motion-scroll': '50ms',
      '--motion-pill-fade-in': '200ms',
      '--motion-pill-fade-out': '500ms',
    });
  });

  it('prefers-reduced-motion turns every duration off', () => {
    expect(motionDurations(true)).toEqual({ tweenMs: 0, scrollAnimationMs: 0, pillFadeInMs: 0, pillFadeOutMs: 0 });
    expect(Object.values(motionStyle(true))).toEqual(['0ms', '0ms', '0ms', '0ms']);
  });
});
