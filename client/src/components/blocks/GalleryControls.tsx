// The slideshow's and the carousel's buttons: previous and next image, and pausing or restarting autoplay.
import { GALLERY_TEXT, type SlideMove } from '../../lib/gallery.ts';

export function SlideControls({ onMove }: { onMove: (move: SlideMove) => void }) {
  return (
    <>
      <button
        type="button"
        className="gallery-control gallery-control--previous"
        aria-label={GALLERY_TEXT.previous}
        onClick={() => onMove('previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="gallery-control gallery-control--next" aria-label={GALLERY_TEXT.next} onClick={() => onMove('next')}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}

export function AutoplayToggle({ stopped, onToggle }: { stopped: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="gallery-autoplay-toggle" onClick={onToggle}>
      {stopped ? GALLERY_TEXT.play : GALLERY_TEXT.pause}
    </button>
  );
}
