// Text helpers for templates (spec §9): truncation, excerpt presence and the image-size helper (address joining is
// joinAddress in address.ts).
import { parseOriginalSize } from './image.ts';
import { IMAGE_SIZE_SOURCE_MESSAGE } from './messages.ts';

export const DEFAULT_TRUNCATE_LENGTH = 100;

/** At most `length` characters (code points) of the text, then '...' when something was cut. */
export function truncate(text: string, length = DEFAULT_TRUNCATE_LENGTH, ellipsis = '...'): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('')}${ellipsis}`;
}

/** An excerpt is present only if some text other than whitespace remains once its tags are removed. */
export function hasExcerpt(html: string | null | undefined): boolean {
  const text = (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ');
  return text.trim().length > 0;
}

/** Width and height from an image's originalSize 'WxH'; the spec's message for anything else. */
export function imageSize(originalSize: string | null | undefined): { width: number; height: number } {
  const size = parseOriginalSize(originalSize ?? '');
  if (!size) throw new Error(IMAGE_SIZE_SOURCE_MESSAGE);
  return size;
}
