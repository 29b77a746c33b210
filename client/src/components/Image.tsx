// Image (spec §3 image props): where its pixels come from by loader (domain/image-loaders.ts), eager or lazy loading
// by priority, class and style passed through; checks its props in development.
import { type CSSProperties, useEffect } from 'react';
import { type ImageFormat, type ImagePriority, imageAssertions, loadingFor } from '../../../domain/image.ts';
import { imageSources } from '../../../domain/image-loaders.ts';

type Shared = {
  width: number;
  height: number;
  alt: string;
  /** Which width the image takes at each breakpoint; required for the platform loader (sqs). */
  sizes?: string;
  priority?: ImagePriority;
  className?: string;
  style?: CSSProperties;
};

/** Each loader's own props: 'sqs' asks the store's image host for width tiers; 'raw' uses the src and srcset as
 * given; 'vimeo' sizes a Vimeo thumbnail (src) in a format; 'youtube' shows a video's thumbnail by its id. */
type BySource =
  | { loader?: 'sqs'; src: string; sizes: string; srcset?: never; format?: never; videoId?: never }
  | { loader: 'raw'; src: string; srcset?: string; format?: never; videoId?: never }
  | { loader: 'vimeo'; src: string; format?: ImageFormat; srcset?: never; videoId?: never }
  | { loader: 'youtube'; videoId: string; format?: ImageFormat; src?: never; srcset?: never };

export type ImageProps = Shared & BySource;

export function Image(props: ImageProps) {
  const { src, width, height, alt, sizes, priority, loader = 'sqs', srcset, format, videoId, className, style } = props;
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const violations = imageAssertions({ src, width, height, alt, sizes, priority, loader, srcset, format, videoId, class: className });
    for (const violation of violations) console.error(`Image ${src ?? videoId}: ${violation}`);
  }, [src, width, height, alt, sizes, priority, loader, srcset, format, videoId, className]);

  const sources = imageSources({ loader, src, srcset, videoId, format, width });
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loadingFor(priority)}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
