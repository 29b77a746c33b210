// Image processing with sharp: reads an upload (refusing what is not an image, or has too many pixels), and renders
// the width tiers in webp and jpg, with colour data. At most MAX_CONCURRENT_IMAGE_JOBS images are processed at once
// per node and MAX_WAITING_IMAGE_JOBS wait their turn; past that an upload is answered 429 (try again shortly).
// sharp (libvips, ~30 MB of memory) is loaded with the first upload: a node that only serves shoppers never loads it.
import type Sharp from 'sharp';
import { ACCEPTED_IMAGE_FORMATS, type ColorData, colorData, type RenditionFormat, renditionWidths } from '../../../domain/media.ts';
import { MAX_CONCURRENT_IMAGE_JOBS, MAX_IMAGE_PIXELS, MAX_WAITING_IMAGE_JOBS } from '../../../domain/store-limits.ts';
import { jobLine } from './job-line.ts';

export type Rendition = { width: number; format: RenditionFormat; data: Buffer };
export type ProcessedImage = { width: number; height: number; colorData: ColorData; renditions: Rendition[] };

const queue = jobLine(MAX_CONCURRENT_IMAGE_JOBS, MAX_WAITING_IMAGE_JOBS);
/** Side of the thumbnail colour data is read from. */
const COLOR_SAMPLE = 50;

let loaded: Promise<typeof Sharp> | null = null;
const loadSharp = () => {
  loaded ??= import('sharp').then((m) => m.default);
  return loaded;
};

/** The image's renditions and colour data, or null when the bytes are not an image we take. */
export function processImage(data: Buffer): Promise<ProcessedImage | null> {
  return queue(async () => {
    const sharp = await loadSharp();
    const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const meta = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .metadata()
      .catch(() => null);
    if (!meta?.format || !meta.width || !meta.height) return null;
    if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(meta.format)) return null;
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return null;
    try {
      // EXIF orientation applied: width and height are as the image is seen.
      const turned = (meta.orientation ?? 1) >= 5;
      const width = turned ? meta.height : meta.width;
      const height = turned ? meta.width : meta.height;
      const renditions: Rendition[] = [];
      for (const w of renditionWidths(width)) {
        const resized = open(data).resize({ width: w, withoutEnlargement: true }).flatten({ background: '#ffffff' });
        renditions.push({ width: w, format: 'webp', data: await resized.clone().webp({ quality: 80 }).toBuffer() });
        renditions.push({ width: w, format: 'jpg', data: await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer() });
      }
      const sample = await open(data)
        .flatten({ background: '#ffffff' })
        .resize(COLOR_SAMPLE, COLOR_SAMPLE, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
      return { width, height, colorData: colorData(sample, COLOR_SAMPLE), renditions };
    } catch {
      // Truncated or corrupt data that still had a readable header.
      return null;
    }
  });
}
