// The grid design: thumbnails-per-row images to a row (at most two on a narrow screen), `padding` pixels apart, each
// in the aspect-ratio box, cropped to fill it (auto-crop) or fitted inside it.
import type { CSSProperties } from 'react';
import { galleryStyle, imageSizes, slideAnnouncement } from '../../lib/gallery.ts';
import { metaDisplay } from '../../lib/gallery-meta.ts';
import { type GalleryDesignProps, GalleryFigure, galleryRootClass } from './GalleryFigure.tsx';

export function GalleryGrid({ images, settings, label, onOpen }: GalleryDesignProps) {
  const meta = metaDisplay(settings, 'grid');
  return (
    <section
      className={galleryRootClass(settings, 'grid')}
      data-design="grid"
      style={galleryStyle(settings) as CSSProperties}
      aria-label={label}
    >
      <ul className="gallery-grid">
        {images.map((image, i) => (
          <li key={image.id} className="gallery-grid__cell">
            <GalleryFigure
              image={image}
              settings={settings}
              meta={meta}
              sizes={imageSizes('grid', settings)}
              label={slideAnnouncement(i, images.length, '')}
              boxed
              onOpen={onOpen ? (opener) => onOpen(i, opener) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
