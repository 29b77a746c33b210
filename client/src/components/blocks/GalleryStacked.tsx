// The stacked design: the images one under another in their own shape, at most max-width pixels wide, `padding`
// pixels apart, each with its meta under it.
import type { CSSProperties } from 'react';
import { galleryStyle, imageSizes, slideAnnouncement } from '../../lib/gallery.ts';
import { metaDisplay } from '../../lib/gallery-meta.ts';
import { type GalleryDesignProps, GalleryFigure, galleryRootClass } from './GalleryFigure.tsx';

export function GalleryStacked({ images, settings, label, onOpen }: GalleryDesignProps) {
  const meta = metaDisplay(settings, 'stacked');
  return (
    <section
      className={galleryRootClass(settings, 'stacked')}
      data-design="stacked"
      style={galleryStyle(settings) as CSSProperties}
      aria-label={label}
    >
      <ul className="gallery-stacked">
        {images.map((image, i) => (
          <li key={image.id} className="gallery-stacked__entry">
            <GalleryFigure
              image={image}
              settings={settings}
              meta={meta}
              sizes={imageSizes('stacked', settings)}
              label={slideAnnouncement(i, images.length, '')}
              boxed={false}
              priority={i === 0 ? 'high' : undefined}
              onOpen={onOpen ? (opener) => onOpen(i, opener) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
