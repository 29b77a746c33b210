// The slideshow design: one image at a time in the gallery's box, previous and next controls, autoplay, dots
// (indicators) and a thumbnail strip when asked for; ← → Home End move while focus is in it. The live region names
// the current image only while the slides are not moving by themselves.
import type { CSSProperties } from 'react';
import {
  GALLERY_TEXT,
  galleryStyle,
  imageSizes,
  showImageLabel,
  slideAnnouncement,
  slideLabel,
  thumbnailStrip,
} from '../../lib/gallery.ts';
import { metaDisplay } from '../../lib/gallery-meta.ts';
import { useGallerySlides } from '../../lib/use-gallery-slides.ts';
import { AutoplayToggle, SlideControls } from './GalleryControls.tsx';
import { type GalleryDesignProps, GalleryFigure, galleryRootClass } from './GalleryFigure.tsx';
import { GalleryThumbnails } from './GalleryThumbnails.tsx';

export function GallerySlideshow({ images, settings, label, onOpen, covered }: GalleryDesignProps) {
  const count = images.length;
  const slides = useGallerySlides(settings, count, covered);
  const { current, autoplay } = slides;
  const image = images[current];
  const strip = thumbnailStrip(settings, count);

  return (
    <section
      className={galleryRootClass(settings, 'slideshow')}
      data-design="slideshow"
      style={galleryStyle(settings) as CSSProperties}
      aria-label={label}
      aria-roledescription="carousel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the slideshow takes ← → while focused (WAI carousel pattern).
      tabIndex={0}
      onKeyDown={slides.onKeyDown}
      {...autoplay.rootHandlers}
    >
      <div className="gallery-slideshow__stage">
        {/* biome-ignore lint/a11y/useSemanticElements: a slide of the WAI carousel pattern, not a set of form fields. */}
        <div role="group" aria-roledescription="slide" aria-label={slideLabel(current, count)} className="gallery-slideshow__slide">
          <GalleryFigure
            image={image}
            settings={settings}
            meta={metaDisplay(settings, 'slideshow')}
            sizes={imageSizes('slideshow', settings)}
            label={slideAnnouncement(current, count, '')}
            boxed
            priority={current === 0 ? 'high' : undefined}
            onOpen={onOpen ? (opener) => onOpen(current, opener) : undefined}
          />
        </div>
        {settings.controls && count > 1 ? <SlideControls onMove={slides.go} /> : null}
      </div>
      {autoplay.offersToggle ? <AutoplayToggle stopped={autoplay.stopped} onToggle={autoplay.toggle} /> : null}
      {settings.indicators && count > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a set of form fields.
        <div className="gallery-indicators" role="group" aria-label={GALLERY_TEXT.indicators}>
          {images.map((entry, i) => (
            <button
              key={entry.id}
              type="button"
              className="gallery-indicator"
              aria-label={showImageLabel(i)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => slides.show(i)}
            />
          ))}
        </div>
      ) : null}
      {strip ? <GalleryThumbnails images={images} current={current} strip={strip} settings={settings} onSelect={slides.show} /> : null}
      <p className="sr-only" aria-live={autoplay.rotating ? 'off' : 'polite'} aria-atomic="true">
        {slideAnnouncement(current, count, image.title)}
      </p>
    </section>
  );
}
