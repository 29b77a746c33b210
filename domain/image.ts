// Images (spec §3 Image fields and props, §5 Image component assertions, §9 width tiers and fallback alt text).

export const IMAGE_WIDTH_TIERS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
export type ImageWidthTier = (typeof IMAGE_WIDTH_TIERS)[number];
export const IMAGE_LOADERS = ['sqs', 'raw', 'vimeo', 'youtube'] as const;
export const IMAGE_FORMATS = ['jpg', 'webp'] as const;
export const IMAGE_PRIORITIES = ['high', 'low', 'none'] as const;
export const FALLBACK_ALT_MAX = 250;

export type ImagePriority = (typeof IMAGE_PRIORITIES)[number];
export type ImageLoader = (typeof IMAGE_LOADERS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Image component props as received (loosely typed: the assertions check them). */
export type ImageProps = {
  src?: string;
  width?: number;
  height?: number;
  alt?: string;
  format?: string;
  videoId?: string;
  class?: string;
  style?: string;
  priority?: string;
  sizes?: string;
  loader?: string; // default 'sqs' (the platform's image host)
  srcset?: string;
};

/**
 * The width tier to request for a rendered width, by the thresholds "above 1000, 750, 500, 300, 100":
 * >1000 -> 1500, >750 -> 1000, >500 -> 750, >300 -> 500, >100 -> 300, else 100.
 * (2500 is offered only through srcSet, for the browser to pick on dense screens.)
 */
export function widthTier(width: number): ImageWidthTier {
  if (width > 1000) return 1500;
  if (width > 750) return 1000;
  if (width > 500) return 750;
  if (width > 300) return 500;
  if (width > 100) return 300;
  return 100;
}

/** The asset URL asking the image host for one width tier: "url?format=500w". */
export function sizedImageUrl(assetUrl: string, tier: number): string {
  return `${assetUrl}${assetUrl.includes('?') ? '&' : '?'}format=${tier}w`;
}

/** srcset listing every tier: "url?format=100w 100w, url?format=300w 300w, …". */
export function srcSet(assetUrl: string): string {
  return IMAGE_WIDTH_TIERS.map((w) => `${sizedImageUrl(assetUrl, w)} ${w}w`).join(', ');
}

/** Priority high loads eagerly; low, none or no priority load lazily. */
export function loadingFor(priority: ImagePriority | undefined): 'eager' | 'lazy' {
  return priority === 'high' ? 'eager' : 'lazy';
}

function isPositiveInteger(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n > 0;
}

function includes(list: readonly string[], value: string | undefined): boolean {
  return value !== undefined && list.includes(value);
}

/** The §5 Image component assertions this props object violates; empty when valid. */
export function imageAssertions(props: ImageProps): string[] {
  const loader = props.loader ?? 'sqs';
  const violations: string[] = [];
  if (!isPositiveInteger(props.width)) violations.push('width must be a positive integer');
  if (!isPositiveInteger(props.height)) violations.push('height must be a positive integer');
  if (!includes(IMAGE_LOADERS, loader)) violations.push('loader must be sqs, raw, vimeo or youtube');
  if (loader === 'sqs' && !props.sizes) violations.push('sizes is required when loader is sqs');
  if (loader !== 'youtube' && !props.src) violations.push('src is required unless loader is youtube');
  if (loader === 'youtube' && !props.videoId) violations.push('videoId is required when loader is youtube');
  if (props.format !== undefined) {
    if (loader !== 'vimeo' && loader !== 'youtube') {
      violations.push('format is only allowed when loader is vimeo or youtube');
    }
    if (!includes(IMAGE_FORMATS, props.format)) violations.push('format must be jpg or webp');
  }
  if (props.srcset !== undefined && loader !== 'raw') violations.push('srcset is only allowed when loader is raw');
  if (props.priority !== undefined && !includes(IMAGE_PRIORITIES, props.priority)) {
    violations.push('priority must be high, low or none');
  }
  return violations;
}

/** Fallback alt text: whitespace collapsed, at most 250 characters (code points, so no split emoji). */
export function fallbackAlt(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return Array.from(collapsed).slice(0, FALLBACK_ALT_MAX).join('');
}

/** Parses an image's originalSize "WxH"; null when it is not two positive integers. */
export function parseOriginalSize(originalSize: string): { width: number; height: number } | null {
  const match = /^(\d+)x(\d+)$/.exec(originalSize.trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}
