// Keeps a horizontally scrolled strip's active entry in view at the active-alignment (left, centre or right): the
// carousel's current slide, the slideshow's current thumbnail. Smooth unless the visitor asked for reduced motion.
import { type RefObject, useEffect, useRef } from 'react';
import type { GalleryAlignment } from '../../../domain/gallery-settings.ts';
import { alignedScrollLeft } from './gallery.ts';
import { useReducedMotion } from './use-gallery-autoplay.ts';

/** Entries of the strip carry this attribute, in order. */
export const STRIP_ENTRY_ATTRIBUTE = 'data-strip-entry';

export function useAlignedScroll(viewport: RefObject<HTMLElement | null>, index: number, alignment: GalleryAlignment): void {
  const reducedMotion = useReducedMotion();
  const first = useRef(true);
  useEffect(() => {
    const element = viewport.current;
    const entry = element?.querySelectorAll<HTMLElement>(`[${STRIP_ENTRY_ATTRIBUTE}]`)[index];
    if (!element || !entry) return;
    const box = element.getBoundingClientRect();
    const rect = entry.getBoundingClientRect();
    const left = alignedScrollLeft({
      itemLeft: rect.left - box.left + element.scrollLeft,
      itemWidth: rect.width,
      viewportWidth: element.clientWidth,
      contentWidth: element.scrollWidth,
      alignment,
    });
    // The first placement is not a movement the visitor should watch.
    element.scrollTo({ left, behavior: first.current || reducedMotion ? 'instant' : 'smooth' });
    first.current = false;
  }, [viewport, index, alignment, reducedMotion]);
}
