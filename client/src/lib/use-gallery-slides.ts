// The current slide of a slideshow or carousel: moved by its controls, by ← → Home End while focus is in the gallery,
// and by autoplay; it wraps around at both ends.
import { type KeyboardEvent, useState } from 'react';
import type { GallerySettings } from '../../../domain/gallery-settings.ts';
import { type SlideMove, slideAfter, slideMoveForKey, wrapIndex } from './gallery.ts';
import { type GalleryAutoplay, useGalleryAutoplay } from './use-gallery-autoplay.ts';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

export type GallerySlides = {
  current: number;
  go: (move: SlideMove) => void;
  show: (index: number) => void;
  autoplay: GalleryAutoplay;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

export function useGallerySlides(settings: GallerySettings, count: number, covered: boolean): GallerySlides {
  const [index, setIndex] = useState(0);
  // The list may shrink when the images load again: the current slide stays within it.
  const current = wrapIndex(index, count);
  const go = (move: SlideMove) => setIndex((i) => slideAfter(move, wrapIndex(i, count), count));
  const autoplay = useGalleryAutoplay({
    autoplay: settings.autoplay,
    durationSeconds: settings['autoplay-duration'],
    count,
    index: current,
    covered,
    advance: () => go('next'),
  });
  return {
    current,
    go,
    show: (i) => setIndex(wrapIndex(i, count)),
    autoplay,
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const move = slideMoveForKey(event.key);
      if (!move || count < 2) return;
      event.preventDefault();
      go(move);
    },
  };
}
