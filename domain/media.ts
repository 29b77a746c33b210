// Uploaded media (spec §3 image fields, §5 file refusals, §9 width tiers): which files are accepted, the renditions an
// image gets, the one a request is served, and its colour data.
import { FILE_NAME_REQUIRED_MESSAGE, fileTooLargeMessage, unsupportedFileMessage } from './editing-messages.ts';
import { fallbackAlt, IMAGE_WIDTH_TIERS } from './image.ts';
import { MAX_FILE_NAME_LENGTH } from './store-limits.ts';

/** Image formats accepted on upload (as sharp names them); every one is served as webp and jpg. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'] as const;

export type RenditionFormat = 'webp' | 'jpg';

/** "20 MB", "300 MB", "512 KB": a byte limit as owners read it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The spec's refusal for a file: its name missing, too large, or (format known) not one we take. */
export function fileProblem(file: { name: string; bytes: number }, maxBytes: number): string | null {
  const name = file.name.trim();
  if (!name) return FILE_NAME_REQUIRED_MESSAGE;
  if (file.bytes > maxBytes) return fileTooLargeMessage(name, formatSize(maxBytes));
  if (file.bytes === 0) return unsupportedFileMessage(name);
  return null;
}

/** A file name safe in a URL and on any disk: letters, digits, '.', '-', '_' (others become '-'), at most 255. */
export function safeFileName(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-MAX_FILE_NAME_LENGTH);
  return cleaned || 'file';
}

/** The widths rendered for an image `originalWidth` wide: every tier narrower than it, and the original width itself
 * when it lies between tiers (never wider than the largest tier, never upscaled). */
export function renditionWidths(originalWidth: number): number[] {
  const largest = IMAGE_WIDTH_TIERS[IMAGE_WIDTH_TIERS.length - 1];
  const top = Math.min(originalWidth, largest);
  const tiers: number[] = IMAGE_WIDTH_TIERS.filter((w) => w < top);
  return [...tiers, top];
}

/** The stored widths of an image as templates read them (spec §3 `systemDataVariants`): "100w,300w,500w". */
export const systemDataVariants = (widths: readonly number[]): string =>
  [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${w}w`)
    .join(',');

/** The rendition served for `?format=Nw`: the smallest at least N wide, else the largest; no format: the largest. */
export function pickRendition(widths: number[], requested: number | null): number {
  const sorted = [...widths].sort((a, b) => a - b);
  if (requested === null) return sorted[sorted.length - 1];
  return sorted.find((w) => w >= requested) ?? sorted[sorted.length - 1];
}

/** `format=500w` → 500; anything else → null. */
export function requestedWidth(format: string | undefined): number | null {
  const match = /^(\d{1,5})w$/.exec(format ?? '');
  return match ? Number(match[1]) : null;
}

/** webp for browsers that say they take it, else jpg. */
export function renditionFormat(accept: string | undefined): RenditionFormat {
  return /image\/webp/.test(accept ?? '') ? 'webp' : 'jpg';
}

/** The text an image is described by: its alt text, else the product's title (spec §9 fallback: at most 250). */
export function imageAlt(altText: string, title: string): string {
  return altText.trim() || fallbackAlt(title);
}

export type Rgb = [number, number, number];
export type ColorData = {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
  /** The average of the whole image, for a background behind it while it loads. */
  suggestedBgColor: string;
};

const hex = ([r, g, b]: Rgb) => [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/**
 * Colour data of an image given as RGB pixels (`size` × `size`, row by row): the average colour of each corner
 * region and the centre region (each a fifth of the side), and of the whole image, as hex 'rrggbb'.
 */
export function colorData(pixels: Uint8Array, size: number): ColorData {
  const region = Math.max(1, Math.floor(size / 5));
  const average = (x0: number, y0: number, w: number, h: number): Rgb => {
    const sum: Rgb = [0, 0, 0];
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) for (let c = 0; c < 3; c++) sum[c] += pixels[(y * size + x) * 3 + c];
    return sum.map((s) => s / (w * h)) as Rgb;
  };
  const far = size - region;
  const mid = Math.floor((size - region) / 2);
  return {
    topLeftAverage: hex(average(0, 0, region, region)),
    topRightAverage: hex(average(far, 0, region, region)),
    bottomLeftAverage: hex(average(0, far, region, region)),
    bottomRightAverage: hex(average(far, far, region, region)),
    centerAverage: hex(average(mid, mid, region, region)),
    suggestedBgColor: hex(average(0, 0, size, size)),
  };
}

/** A focal point is two fractions of the image's width and height. */
export const isFocalPoint = (p: { x: number; y: number }) => p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1;
