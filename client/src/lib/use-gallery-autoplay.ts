// Autoplay for the slideshow and the carousel: moves on after autoplay-duration seconds, and holds still while the
// pointer is over the gallery or focus is in it, while the page is hidden, while the lightbox covers it, once the
// visitor pressed pause, and always when the visitor asked for reduced motion. Each move starts the wait anew.
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { autoplayDelayMs, offersAutoplayToggle } from './gallery.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, following changes. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const change = () => setHidden(document.visibilityState === 'hidden');
    change();
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return hidden;
}

export type GalleryAutoplay = {
  /** The slides are moving by themselves now (the live region stays quiet meanwhile). */
  rotating: boolean;
  /** The pause button shows. */
  offersToggle: boolean;
  stopped: boolean;
  toggle: () => void;
  /** For the gallery's root: hovering or focusing it holds the slides. */
  rootHandlers: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
};

export function useGalleryAutoplay(p: {
  autoplay: boolean;
  durationSeconds: number;
  count: number;
  /** The current slide: each change restarts the wait. */
  index: number;
  covered: boolean;
  advance: () => void;
}): GalleryAutoplay {
  const reducedMotion = useReducedMotion();
  const hidden = usePageHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const advance = useRef(p.advance);
  useEffect(() => {
    advance.current = p.advance;
  });

  const delay = autoplayDelayMs({
    autoplay: p.autoplay,
    durationSeconds: p.durationSeconds,
    count: p.count,
    stopped,
    engaged: hovered || focused,
    hidden,
    reducedMotion,
    covered: p.covered,
  });
  const { index } = p;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (by hand or by autoplay) restarts the wait.
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => advance.current(), delay);
    return () => window.clearTimeout(timer);
  }, [delay, index]);

  return {
    rotating: delay !== null,
    offersToggle: offersAutoplayToggle(p.autoplay, p.count, reducedMotion),
    stopped,
    toggle: () => setStopped((s) => !s),
    rootHandlers: {
      // Touch and pen leave no pointer behind to hover: only a mouse holds the slides.
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      },
    },
  };
}
