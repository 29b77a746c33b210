// The product page's media gallery: every image of the product, in the owner's order. One row of slides that the
// shopper swipes on a phone (scroll snapping) and steps through with Previous and Next or the thumbnails (buttons,
// the current one marked) elsewhere; a status line says which image is shown. A slide opens the image large in a
// lightbox (a modal dialog: Escape or Close, focus back on the slide). A variant with an image of its own brings it
// to the front when chosen. Only the first image loads at once; the others when they come near.
import { useEffect, useId, useRef, useState } from 'react';
import { fallbackAlt } from '../../../domain/image.ts';
import { GALLERY_TEXT, galleryPositionText } from '../../../domain/messages.ts';
import { Image } from './Image.tsx';
import { CloseIcon } from './theme/icons.tsx';

export type GalleryImage = { id: string; assetUrl: string; width: number; height: number; altText: string };

const SIZES = '(min-width: 990px) 55vw, 100vw';

const smooth = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

export function ProductGallery({ images, title, imageId }: { images: readonly GalleryImage[]; title: string; imageId: string | null }) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const lightbox = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(0);
  const alt = (image: GalleryImage) => image.altText || fallbackAlt(title);

  function show(index: number, behavior: ScrollBehavior = smooth()): void {
    const el = track.current;
    if (!el) return;
    const clamped = Math.max(0, Math.min(images.length - 1, index));
    el.scrollTo({ left: clamped * el.clientWidth, behavior });
    setCurrent(clamped);
  }

  // A chosen variant's own image comes to the front.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new variant image moves the gallery
  useEffect(() => {
    const index = imageId ? images.findIndex((image) => image.id === imageId) : -1;
    if (index >= 0) show(index);
  }, [imageId]);

  // Swiping (or scrolling the row) moves the current image with it.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  if (images.length === 0) return <div className="gallery gallery--empty" />;
  const many = images.length > 1;
  const zoomImage = images[zoomed] ?? images[0];
  return (
    <section className="gallery" aria-label={GALLERY_TEXT.label} aria-roledescription={GALLERY_TEXT.roleDescription}>
      <div className="gallery__stage">
        <ul className="gallery__track" ref={track}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className="gallery__slide"
              aria-roledescription={GALLERY_TEXT.slide}
              aria-label={galleryPositionText(index + 1, images.length)}
            >
              <button
                type="button"
                className="gallery__zoom"
                commandfor={`${id}-lightbox`}
                command="show-modal"
                onClick={() => setZoomed(index)}
                aria-label={`${GALLERY_TEXT.zoom}: ${alt(image)}`}
                tabIndex={index === current ? 0 : -1}
              >
                <Image
                  src={image.assetUrl}
                  width={image.width}
                  height={image.height}
                  alt={alt(image)}
                  sizes={SIZES}
                  priority={index === 0 ? 'high' : 'low'}
                />
              </button>
            </li>
          ))}
        </ul>
        {many && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--previous"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={GALLERY_TEXT.previous}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              onClick={() => show(current + 1)}
              disabled={current === images.length - 1}
              aria-label={GALLERY_TEXT.next}
            >
              ›
            </button>
            <p className="gallery__counter" aria-hidden="true">
              {current + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {many && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === current ? 'true' : undefined}
                aria-label={`${GALLERY_TEXT.showImage} ${galleryPositionText(index + 1, images.length)}: ${alt(image)}`}
                onClick={() => show(index)}
              >
                <Image src={image.assetUrl} width={image.width} height={image.height} alt="" sizes="5rem" priority="low" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {many ? `${galleryPositionText(current + 1, images.length)}: ${alt(images[current] ?? images[0])}` : ''}
      </p>
      <dialog ref={lightbox} id={`${id}-lightbox`} className="lightbox" aria-label={alt(zoomImage)} closedby="any">
        <button
          type="button"
          className="icon-button lightbox__close"
          commandfor={`${id}-lightbox`}
          command="close"
          aria-label={GALLERY_TEXT.close}
        >
          <CloseIcon />
        </button>
        <img
          src={zoomImage.assetUrl}
          width={zoomImage.width}
          height={zoomImage.height}
          alt={alt(zoomImage)}
          className="lightbox__image"
          loading="lazy"
        />
        {many && (
          <div className="lightbox__steps">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setZoomed((zoomed + images.length - 1) % images.length)}
            >
              {GALLERY_TEXT.previous}
            </button>
            <span aria-live="polite">{galleryPositionText(zoomed + 1, images.length)}</span>
            <button type="button" className="button button--secondary" onClick={() => setZoomed((zoomed + 1) % images.length)}>
              {GALLERY_TEXT.next}
            </button>
          </div>
        )}
      </dialog>
    </section>
  );
}
