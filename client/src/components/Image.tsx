// Image (spec §3 image props): srcset width tiers, eager or lazy loading by priority; checks its props in development.
import { useEffect } from 'react';
import { type ImagePriority, imageAssertions, loadingFor, srcSet } from '../../../domain/image.ts';

export type ImageProps = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Required for the platform loader (sqs): which width the image takes at each breakpoint. */
  sizes?: string;
  priority?: ImagePriority;
  /** 'sqs' asks the image host for width tiers; 'raw' uses the given srcset as is. */
  loader?: 'sqs' | 'raw';
  srcset?: string;
  className?: string;
};

export function Image({ src, width, height, alt, sizes, priority, loader = 'sqs', srcset, className }: ImageProps) {
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const violations = imageAssertions({ src, width, height, alt, sizes, priority, loader, srcset, class: className });
    for (const violation of violations) console.error(`Image ${src}: ${violation}`);
  }, [src, width, height, alt, sizes, priority, loader, srcset, className]);

  return (
    <img
      src={src}
      srcSet={loader === 'sqs' ? srcSet(src) : srcset}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loadingFor(priority)}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
