// The gallery's lightbox: one image at a time over the page in a modal dialog (the native <dialog>, so the page
// behind is inert), in the dark or light lightboxTheme. Focus starts on Close and cycles within; ← → move between
// images, Escape, Close or a click beside the image closes it, and focus goes back to the image that opened it. An
// image with a link offers it (in a new window when newWindow is on).
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GallerySettings } from '../../../../domain/gallery-settings.ts';
import {
  GALLERY_TEXT,
  type GalleryImage,
  imageAlt,
  imageLoader,
  imageSizes,
  intrinsicSize,
  linkAttributes,
  slideAfter,
  slideAnnouncement,
  slideMoveForKey,
  wrapIndex,
} from '../../lib/gallery.ts';
import { excerptText, metaDisplay } from '../../lib/gallery-meta.ts';
import { Image } from '../Image.tsx';
import { SlideControls } from './GalleryControls.tsx';

export type GalleryLightboxProps = {
  images: GalleryImage[];
  startIndex: number;
  settings: GallerySettings;
  /** The dialog's name: the gallery's. */
  label: string;
  /** Where focus goes back to on closing (else whatever had it on opening). */
  opener: HTMLElement | null;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export function GalleryLightbox({ images, startIndex, settings, label, opener, onClose }: GalleryLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const current = wrapIndex(index, count);
  const image = images[current];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    close.current?.focus();
    return () => {
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      // Focus stays in the dialog: past the last control it comes back to the first, and the other way round.
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = slideMoveForKey(event.key);
    if (!move || count < 2) return;
    event.preventDefault();
    setIndex((i) => slideAfter(move, wrapIndex(i, count), count));
  };

  const meta = metaDisplay(settings, settings.design);
  const description = meta?.description ? excerptText(image.excerpt) : '';
  const title = meta ? image.title : '';
  const link = image.externalLink ? linkAttributes(image.externalLink, settings.newWindow) : null;
  const { width, height } = intrinsicSize(image, settings['aspect-ratio']);
  const classes = ['gallery-lightbox', `gallery-lightbox--${settings.lightboxTheme}`];
  if (settings.transparentBackground) classes.push('gallery-lightbox--transparent');

  return createPortal(
    <dialog
      ref={ref}
      // biome-ignore lint/a11y/noRedundantRoles: said outright (with aria-modal) for tools that do not read <dialog>.
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className={classes.join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button type="button" className="gallery-lightbox__close" aria-label={GALLERY_TEXT.close} onClick={onClose} ref={close}>
        <span aria-hidden="true">×</span>
      </button>
      <figure className="gallery-lightbox__figure">
        <Image
          key={image.id}
          src={image.assetUrl}
          width={width}
          height={height}
          alt={imageAlt(image)}
          sizes={imageSizes('lightbox', settings)}
          loader={imageLoader(image.assetUrl)}
          priority="high"
          className="gallery-lightbox__image"
        />
        {title || description || link ? (
          <figcaption className="gallery-lightbox__meta">
            {title ? <span className="gallery-meta__title">{title}</span> : null}
            {description ? <span className="gallery-meta__description">{description}</span> : null}
            {link ? (
              <a className="gallery-lightbox__link" {...link}>
                {GALLERY_TEXT.openLink}
              </a>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
      {count > 1 ? <SlideControls onMove={(move) => setIndex((i) => slideAfter(move, wrapIndex(i, count), count))} /> : null}
      <p className="gallery-lightbox__counter" aria-live="polite" aria-atomic="true">
        {slideAnnouncement(current, count, '')}
      </p>
    </dialog>,
    document.body,
  );
}
