// Text helpers for templates (spec §5): truncation, excerpt presence (the excerpt? predicate) and the image-size
// helper (the resizedHeightForWidth, resizedWidthForHeight and squarespaceThumbnailForHeight formatters); the
// predicate and formatters are in server/services/templates/helper-formatters.ts. Address joining is joinAddress in
// address.ts.
import { parseOriginalSize } from './image.ts';
import { IMAGE_SIZE_SOURCE_MESSAGE } from './messages.ts';

export const DEFAULT_TRUNCATE_LENGTH = 100;

/** At most `length` characters (code points) of the text, then '...' when something was cut. */
export function truncate(text: string, length = DEFAULT_TRUNCATE_LENGTH, ellipsis = '...'): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('')}${ellipsis}`;
}

/** A tag: from '<' to the next '>', or to the end of the text when it is not closed. */
const TAG = /<[^>]*(>|$)/g;
/** White space, written as characters (no-break and zero-width spaces too) or as no-break space entities. */
const BLANK = /\s|\u200b|&nbsp;|&#160;|&#xa0;/gi;

/** An excerpt is present only if some text other than white space remains once its tags are removed. */
export function hasExcerpt(html: string | null | undefined): boolean {
  return (html ?? '').replace(TAG, '').replace(BLANK, '').length > 0;
}

export type ImageSide = 'width' | 'height';

/** The `side` of an image of `originalSize` ('WxH') when its other side is resized to `to` pixels, its proportions
 * kept, in whole pixels (0 when `to` is not a number); the spec's message when originalSize is not 'WxH'. */
export function resizedImageSide(
  originalSize: string,
  side: ImageSide,
  to: number,
): { ok: true; pixels: number } | { ok: false; message: string } {
  const size = parseOriginalSize(originalSize);
  if (!size) return { ok: false, message: IMAGE_SIZE_SOURCE_MESSAGE };
  const pixels = side === 'height' ? size.height * (to / size.width) : size.width * (to / size.height);
  return { ok: true, pixels: Math.trunc(pixels) || 0 };
}
