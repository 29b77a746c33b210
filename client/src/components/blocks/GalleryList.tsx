// The two designs that show every image at once.
// - grid: thumbnails-per-row images to a row (at most two on a narrow screen), `padding` pixels apart, each in the
//   aspect-ratio box, cropped to fill it (auto-crop) or fitted inside it.
// - stacked: the images one under another in their own shape, at most max-width pixels wide, `padding` pixels apart,
//   each with its meta under it (the first loaded at once).
import type { CSSProperties } from 'react';
import { galleryStyle, imageSizes, slideAnnouncement } from '../../lib/gallery.ts';
import { metaDisplay } from '../../lib/gallery-meta.ts';
import { type GalleryDesignProps, GalleryFigure, galleryRootClass } from './GalleryFigure.tsx';

function GalleryList({ design, images, settings, label, onOpen }: GalleryDesignProps & { design: 'grid' | 'stacked' }) {
  const meta = metaDisplay(settings, design);
  const grid = design === 'grid';
  return (
    <section
      className={galleryRootClass(settings, design)}
      data-design={design}
      style={galleryStyle(settings) as CSSProperties}
      aria-label={label}
    >
      <ul className={grid ? 'gallery-grid' : 'gallery-stacked'}>
        {images.map((image, i) => (
          <li key={image.id} className={grid ? 'gallery-grid__cell' : 'gallery-stacked__entry'}>
            <GalleryFigure
              image={image}
              settings={settings}
              meta={meta}
              sizes={imageSizes(design, settings)}
              label={slideAnnouncement(i, images.length, '')}
              boxed={grid}
              priority={!grid && i === 0 ? 'high' : undefined}
              onOpen={onOpen ? (opener) => onOpen(i, opener) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const GalleryGrid = (props: GalleryDesignProps) => <GalleryList design="grid" {...props} />;
export const GalleryStacked = (props: GalleryDesignProps) => <GalleryList design="stacked" {...props} />;
