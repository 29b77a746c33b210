// One gallery image with its meta: the image (cropped to the gallery's box or fitted in it, around its focal point),
// as a button opening the lightbox, a link to the image's page or address, or just the image; the title and
// description laid over it or under it (lib/gallery-meta.ts).
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { GalleryDesign, GallerySettings } from '../../../../domain/gallery-settings.ts';
import type { ImagePriority } from '../../../../domain/image.ts';
import { focalPointCss, type GalleryImage, imageAlt, imageClick, imageLoader, intrinsicSize, linkAttributes } from '../../lib/gallery.ts';
import { excerptText, type MetaDisplay } from '../../lib/gallery-meta.ts';
import { Image } from '../Image.tsx';

export type GalleryFigureProps = {
  image: GalleryImage;
  settings: GallerySettings;
  meta: MetaDisplay | null;
  sizes: string;
  /** The image's place, for a name when it has neither alt text nor title ('Image 3 of 8'). */
  label: string;
  /** Fill the design's box (the aspect ratio), cropping or fitting; otherwise the image keeps its own shape. */
  boxed: boolean;
  priority?: ImagePriority;
  /** Set when the lightbox is on: opens it on this image. */
  onOpen?: (opener: HTMLElement) => void;
  className?: string;
};

export function GalleryFigure({ image, settings, meta, sizes, label, boxed, priority, onOpen, className }: GalleryFigureProps) {
  const alt = imageAlt(image);
  const { width, height } = intrinsicSize(image, settings['aspect-ratio']);
  // A new image is a new <img> (its own load, the slideshow's fade), while the control around it keeps focus.
  const picture = (
    <Image
      key={image.id}
      src={image.assetUrl}
      width={width}
      height={height}
      alt={alt}
      sizes={sizes}
      loader={imageLoader(image.assetUrl)}
      priority={priority}
      className="gallery-figure__image"
    />
  );
  const click = imageClick({ lightbox: Boolean(onOpen) }, image);
  const name = alt ? undefined : label;
  let activator: ReactNode;
  if (click === 'lightbox' && onOpen)
    activator = (
      <button
        type="button"
        className="gallery-figure__frame gallery-figure__open"
        aria-haspopup="dialog"
        aria-label={name}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(event.currentTarget)}
      >
        {picture}
      </button>
    );
  else if (click === 'link' && image.externalLink) {
    const { href, target, rel } = linkAttributes(image.externalLink, settings.newWindow);
    activator = (
      <a className="gallery-figure__frame" href={href} target={target} rel={rel} aria-label={name}>
        {picture}
      </a>
    );
  } else activator = <div className="gallery-figure__frame">{picture}</div>;

  const description = meta?.description ? excerptText(image.excerpt) : '';
  const classes = [
    'gallery-figure',
    boxed ? 'gallery-figure--boxed' : null,
    meta ? `gallery-figure--meta-${meta.placement}` : null,
    meta?.onHover ? 'gallery-figure--meta-on-hover' : null,
    className ?? null,
  ];
  return (
    <figure
      className={classes.filter(Boolean).join(' ')}
      style={{ '--gallery-focus': focalPointCss(image.focalX, image.focalY) } as CSSProperties}
    >
      {activator}
      {meta && (image.title || description) ? (
        <figcaption className={`gallery-meta gallery-meta--${meta.placement} gallery-meta--${meta.position}`}>
          {image.title ? <span className="gallery-meta__title">{image.title}</span> : null}
          {description ? <span className="gallery-meta__description">{description}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What every design receives from the block. */
export type GalleryDesignProps = {
  images: GalleryImage[];
  settings: GallerySettings;
  /** The gallery's name (its page's title). */
  label: string;
  /** Set when the lightbox is on: opens it on an image. */
  onOpen?: (index: number, opener: HTMLElement) => void;
  /** The lightbox covers the gallery: autoplay holds. */
  covered: boolean;
};

/** The root every design shares: its design for styles and tests, its settings as custom properties, its name. */
export function galleryRootClass(settings: GallerySettings, design: GalleryDesign): string {
  return ['gallery', `gallery--${design}`, settings.transparentBackground ? 'gallery--transparent' : null].filter(Boolean).join(' ');
}
