// The slideshow's thumbnail strip: thumbnail-strip-height high, thumbnail-strip-margin under the slide, square or in
// each image's own shape; the current image's thumbnail is marked and scrolled to the active alignment.
import { useRef } from 'react';
import type { GallerySettings } from '../../../../domain/gallery-settings.ts';
import {
  GALLERY_TEXT,
  type GalleryImage,
  imageAlt,
  imageLoader,
  imageSizes,
  intrinsicSize,
  showImageLabel,
  type ThumbnailStrip,
} from '../../lib/gallery.ts';
import { STRIP_ENTRY_ATTRIBUTE, useAlignedScroll } from '../../lib/use-aligned-scroll.ts';
import { Image } from '../Image.tsx';

export type GalleryThumbnailsProps = {
  images: GalleryImage[];
  current: number;
  strip: ThumbnailStrip;
  settings: GallerySettings;
  onSelect: (index: number) => void;
};

export function GalleryThumbnails({ images, current, strip, settings, onSelect }: GalleryThumbnailsProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useAlignedScroll(viewport, current, settings['active-alignment']);
  return (
    <div ref={viewport} className={`gallery-thumbnails${strip.square ? ' gallery-thumbnails--square' : ''}`}>
      <ul className="gallery-thumbnails__list" aria-label={GALLERY_TEXT.thumbnails}>
        {images.map((image, i) => {
          const { width, height } = intrinsicSize(image, settings['aspect-ratio']);
          return (
            <li key={image.id} {...{ [STRIP_ENTRY_ATTRIBUTE]: '' }}>
              <button
                type="button"
                className="gallery-thumbnail"
                aria-label={showImageLabel(i, imageAlt(image))}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                <Image
                  src={image.assetUrl}
                  width={width}
                  height={height}
                  alt=""
                  sizes={imageSizes('thumbnail', settings)}
                  loader={imageLoader(image.assetUrl)}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
