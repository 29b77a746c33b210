// The gallery block (spec §3 "Gallery settings"): loads its gallery page's images and shows them in the chosen design
// — slideshow, carousel ('slider'), grid or stacked — with the lightbox when it is on. A gallery without images
// shows nothing.
import { useQuery } from '@apollo/client/react';
import { type JSX, useMemo, useState } from 'react';
import type { GalleryDesign, GallerySettings } from '../../../../domain/gallery-settings.ts';
import '../../gallery.css';
import { GalleryImagesDocument } from '../../graphql/generated/documents/GalleryImagesQuery.ts';
import { blockGallerySettings, GALLERY_TEXT, galleryImages } from '../../lib/gallery.ts';
import type { GalleryDesignProps } from './GalleryFigure.tsx';
import { GalleryLightbox } from './GalleryLightbox.tsx';
import { GalleryGrid, GalleryStacked } from './GalleryList.tsx';
import { GallerySlider } from './GallerySlider.tsx';
import { GallerySlideshow } from './GallerySlideshow.tsx';

const DESIGNS: Record<GalleryDesign, (props: GalleryDesignProps) => JSX.Element> = {
  slideshow: GallerySlideshow,
  slider: GallerySlider,
  grid: GalleryGrid,
  stacked: GalleryStacked,
};

export type GalleryBlockProps = {
  /** The gallery page whose images the block shows. */
  collectionId: string;
  /** The block's settings; the server stores them whole, but any gap or bad value falls back to its default. */
  settings: GallerySettings;
};

export function GalleryBlock({ collectionId, settings }: GalleryBlockProps) {
  const whole = useMemo(() => blockGallerySettings(settings), [settings]);
  const { data } = useQuery(GalleryImagesDocument, { variables: { id: collectionId } });
  const images = useMemo(() => galleryImages(data?.collection?.items.items ?? []), [data]);
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);
  if (images.length === 0) return null;

  const label = data?.collection?.title || GALLERY_TEXT.gallery;
  const Design = DESIGNS[whole.design] ?? GalleryGrid;
  return (
    <>
      <Design
        images={images}
        settings={whole}
        label={label}
        onOpen={whole.lightbox ? (index, opener) => setOpen({ index, opener }) : undefined}
        covered={open !== null}
      />
      {open ? (
        <GalleryLightbox
          images={images}
          startIndex={open.index}
          settings={whole}
          label={label}
          opener={open.opener}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
