// Motion (spec §9): the default tween, the scroll animation's duration clamp and the cart pill's fades, in one place.
// Components read them as CSS custom properties (motionStyle); `prefers-reduced-motion: reduce` turns every one of
// them off, in the style sheet (before the script runs) and here (reducedMotion).
import { type CSSProperties, useSyncExternalStore } from 'react';

/** The default tween: how long a movement lasts when nothing says otherwise (the popover appearing, the pill sliding). */
export const DEFAULT_TWEEN_MS = 300;
/** A scroll animation lasts the asked-for time clamped to this range; the spec's range is 50 to 50 ms. */
export const SCROLL_ANIMATION_MIN_MS = 50;
export const SCROLL_ANIMATION_MAX_MS = 50;
/** The cart pill fades in over 0.2 s when the cart has items… */
export const CART_PILL_FADE_IN_MS = 200;
/** …and out over 0.5 s when it empties. */
export const CART_PILL_FADE_OUT_MS = 500;

/** How long a scroll animation lasts: the asked-for time (the default tween when none) clamped to 50–50 ms. */
export function scrollAnimationMs(requestedMs: number = DEFAULT_TWEEN_MS): number {
  const ms = Number.isFinite(requestedMs) ? requestedMs : DEFAULT_TWEEN_MS;
  return Math.min(SCROLL_ANIMATION_MAX_MS, Math.max(SCROLL_ANIMATION_MIN_MS, ms));
}

export type MotionDurations = { tweenMs: number; scrollAnimationMs: number; pillFadeInMs: number; pillFadeOutMs: number };

/** Every duration, or all 0 when the visitor prefers reduced motion. */
export function motionDurations(reduced: boolean): MotionDurations {
  if (reduced) return { tweenMs: 0, scrollAnimationMs: 0, pillFadeInMs: 0, pillFadeOutMs: 0 };
  return {
    tweenMs: DEFAULT_TWEEN_MS,
    scrollAnimationMs: scrollAnimationMs(),
    pillFadeInMs: CART_PILL_FADE_IN_MS,
    pillFadeOutMs: CART_PILL_FADE_OUT_MS,
  };
}

/** The durations as the custom properties the style sheet reads (--motion-tween, --motion-scroll, …). */
export function motionStyle(reduced: boolean): CSSProperties {
  const d = motionDurations(reduced);
  return {
    '--motion-tween': `${d.tweenMs}ms`,
    '--motion-scroll': `${d.scrollAnimationMs}ms`,
    '--motion-pill-fade-in': `${d.pillFadeInMs}ms`,
    '--motion-pill-fade-out': `${d.pillFadeOutMs}ms`,
  } as CSSProperties;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion (false on the server, where the style sheet's query decides). */
export function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The motion custom properties for this visitor, following the setting when it changes (hydrates as on the server). */
export function useMotionStyle(): CSSProperties {
  const reduced = useSyncExternalStore(subscribe, reducedMotion, () => false);
  return motionStyle(reduced);
}
