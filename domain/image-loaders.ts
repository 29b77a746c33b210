// Where an image's pixels come from, by the Image component's loader (spec §3 image component props): the store's
// own images in width tiers, an address and srcset used as given, and the thumbnails of Vimeo and YouTube videos in
// jpg or webp (docs/spec-decisions.md).
import { IMAGE_WIDTH_TIERS, type ImageFormat, type ImageLoader, srcSet, widthTier } from './image.ts';

export type ImageSourceProps = {
  loader?: ImageLoader;
  src?: string;
  srcset?: string;
  videoId?: string;
  format?: ImageFormat;
  /** The image's width, for the one tier a Vimeo thumbnail's src asks for. */
  width: number;
};

/** What goes in the <img>'s src and srcset. */
export type ImageSources = { src: string; srcSet?: string };

const DEFAULT_FORMAT: ImageFormat = 'jpg';

/**
 * A YouTube video's thumbnail: hqdefault (480×360), the one size YouTube makes for every video; jpg under /vi/,
 * webp under /vi_webp/.
 */
export function youtubeThumbnailUrl(videoId: string, format: ImageFormat = DEFAULT_FORMAT): string {
  const folder = format === 'webp' ? 'vi_webp' : 'vi';
  return `https://i.ytimg.com/${folder}/${encodeURIComponent(videoId)}/hqdefault.${format}`;
}

const VIMEO_HOST = 'i.vimeocdn.com';
const VIMEO_FOLDER = '/video/';
/** A thumbnail's extension and size suffix as Vimeo writes them: '_640', '_295x166', '.jpg'. */
const VIMEO_SUFFIX = /(?:_\d+(?:x\d+)?)?(?:\.(?:jpe?g|webp|png|gif))?$/i;

function vimeoThumbnail(address: string): URL | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const name = url.pathname.slice(VIMEO_FOLDER.length);
  const isThumbnail = url.protocol === 'https:' && url.hostname === VIMEO_HOST && url.pathname.startsWith(VIMEO_FOLDER);
  return isThumbnail && name.length > 0 && !name.includes('/') ? url : null;
}

/** Whether an address is a Vimeo video's thumbnail (https://i.vimeocdn.com/video/…), which Vimeo sizes on request. */
export const isVimeoThumbnail = (address: string): boolean => vimeoThumbnail(address) !== null;

/**
 * A Vimeo thumbnail at most `width` pixels wide in a format: its own size suffix and extension give way to
 * `.{format}?mw={width}` (its other parameters kept). Null when the address is not a Vimeo thumbnail.
 */
export function vimeoThumbnailUrl(address: string, width: number, format: ImageFormat = DEFAULT_FORMAT): string | null {
  const url = vimeoThumbnail(address);
  if (!url) return null;
  url.pathname = `${url.pathname.replace(VIMEO_SUFFIX, '')}.${format}`;
  url.searchParams.delete('mh');
  url.searchParams.set('mw', String(width));
  return url.toString();
}

function vimeoSources(src: string, width: number, format: ImageFormat | undefined): ImageSources {
  const sized = (tier: number) => vimeoThumbnailUrl(src, tier, format);
  const first = sized(widthTier(width));
  if (first === null) return { src };
  return { src: first, srcSet: IMAGE_WIDTH_TIERS.map((tier) => `${sized(tier)} ${tier}w`).join(', ') };
}

/**
 * The src and srcset of each loader. sqs: the store's image, every width tier in the srcset. raw: the src and the
 * caller's srcset as given. vimeo: the thumbnail in the format, the image's width tier as src and every tier in the
 * srcset (another address is used as given). youtube: the video's thumbnail from its id, in the format.
 */
export function imageSources({ loader = 'sqs', src = '', srcset, videoId = '', format, width }: ImageSourceProps): ImageSources {
  switch (loader) {
    case 'sqs':
      return { src, srcSet: srcSet(src) };
    case 'raw':
      return { src, srcSet: srcset };
    case 'vimeo':
      return vimeoSources(src, width, format);
    case 'youtube':
      return { src: youtubeThumbnailUrl(videoId, format) };
  }
}
