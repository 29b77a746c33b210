// The carousel design ('slider'): the images side by side in a strip that scrolls sideways; previous and next
// controls, ← → Home End while focus is in it, and autoplay move the current image to the active alignment. The
// visitor may also scroll the strip by hand.
import { type CSSProperties, useRef } from 'react';
import { galleryStyle, imageSizes, slideAnnouncement, slideLabel } from '../../lib/gallery.ts';
import { metaDisplay } from '../../lib/gallery-meta.ts';
import { STRIP_ENTRY_ATTRIBUTE, useAlignedScroll } from '../../lib/use-aligned-scroll.ts';
import { useGallerySlides } from '../../lib/use-gallery-slides.ts';
import { AutoplayToggle, SlideControls } from './GalleryControls.tsx';
import { type GalleryDesignProps, GalleryFigure, galleryRootClass } from './GalleryFigure.tsx';

export function GallerySlider({ images, settings, label, onOpen, covered }: GalleryDesignProps) {
  const count = images.length;
  const slides = useGallerySlides(settings, count, covered);
  const { current, autoplay } = slides;
  const viewport = useRef<HTMLDivElement>(null);
  useAlignedScroll(viewport, current, settings['active-alignment']);
  const meta = metaDisplay(settings, 'slider');

  return (
    <section
      className={galleryRootClass(settings, 'slider')}
      data-design="slider"
      style={galleryStyle(settings) as CSSProperties}
      aria-label={label}
      aria-roledescription="carousel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes ← → while focused (WAI carousel pattern).
      tabIndex={0}
      onKeyDown={slides.onKeyDown}
      {...autoplay.rootHandlers}
    >
      <div className="gallery-slider__viewport" ref={viewport}>
        <ul className="gallery-slider__track">
          {images.map((image, i) => (
            <li
              key={image.id}
              {...{ [STRIP_ENTRY_ATTRIBUTE]: '' }}
              className={`gallery-slider__slide${i === current ? ' gallery-slider__slide--current' : ''}`}
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              aria-current={i === current ? 'true' : undefined}
            >
              <GalleryFigure
                image={image}
                settings={settings}
                meta={meta}
                sizes={imageSizes('slider', settings)}
                label={slideAnnouncement(i, count, '')}
                boxed={settings['auto-crop']}
                onOpen={onOpen ? (opener) => onOpen(i, opener) : undefined}
              />
            </li>
          ))}
        </ul>
      </div>
      {settings.controls && count > 1 ? (
        <div className="gallery-slider__controls">
          <SlideControls onMove={slides.go} />
        </div>
      ) : null}
      {autoplay.offersToggle ? <AutoplayToggle stopped={autoplay.stopped} onToggle={autoplay.toggle} /> : null}
      <p className="sr-only" aria-live={autoplay.rotating ? 'off' : 'polite'} aria-atomic="true">
        {slideAnnouncement(current, count, images[current].title)}
      </p>
    </section>
  );
}
