// A gallery image's meta — its title and description — by the show-meta settings (spec §3), and the description as
// text. How the four switches combine (the spec names them only):
// - show-meta: title and description laid over the image at meta-position (slideshow, carousel, grid); the stacked
//   design, which has room under each image, puts them there instead.
// - show-meta-basic: a plain caption under the image, in every design (show-meta wins when both are on).
// - show-meta-only-title: the title without the description.
// - show-meta-on-hover: the overlay shows only while the pointer is over the image or focus is on it.
// With neither show-meta nor show-meta-basic there is no meta. The lightbox shows the same title and description.
import type { GalleryDesign, GalleryMetaPosition, GallerySettings } from '../../../domain/gallery-settings.ts';

export type MetaDisplay = {
  description: boolean;
  placement: 'overlay' | 'below';
  /** Where an overlay sits on the image. */
  position: GalleryMetaPosition;
  /** An overlay shows only on hover or focus. */
  onHover: boolean;
};

/** How an image's meta shows in a design, or null when it does not. */
export function metaDisplay(settings: GallerySettings, design: GalleryDesign): MetaDisplay | null {
  const overlay = settings['show-meta'] && design !== 'stacked';
  if (!settings['show-meta'] && !settings['show-meta-basic']) return null;
  return {
    description: !settings['show-meta-only-title'],
    placement: overlay ? 'overlay' : 'below',
    position: settings['meta-position'],
    onHover: overlay && settings['show-meta-on-hover'],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * An item's excerpt (owner HTML, stored unsanitised) as plain text: scripts and styles dropped with their content,
 * tags removed (block ends and line breaks become spaces), entities decoded, whitespace collapsed. The same on the
 * server and in the browser, and never markup, so nothing the owner typed can run on the visitor's page.
 */
export function excerptText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
