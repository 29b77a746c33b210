// The blocks that need nothing but their own data: markup the server made safe (html, markdown, code as HTML, video
// and audio players), code shown as text, an image, a button, a quote and a map drawn without any map service.
import type { BlockData } from '../../../../domain/block-data.ts';
import type { ContentBlockFragment } from '../../graphql/generated/documents/ContentBlockFragment.ts';
import { ServerHtml } from '../content/ServerHtml.tsx';
import { SiteLink } from './SiteLink.tsx';

type Props<T extends keyof BlockTypes> = { data: BlockTypes[T] };
type BlockTypes = {
  code: BlockData<'code'>;
  image: BlockData<'image'>;
  button: BlockData<'button'>;
  quote: BlockData<'quote'>;
  map: BlockData<'map'>;
  video: BlockData<'video'>;
  audio: BlockData<'audio'>;
};

/** Markup made by the server (sanitised there): html, markdown, code used as HTML or template, players. */
export function MarkupBlock({ block }: { block: ContentBlockFragment }) {
  if (!block.html) return null;
  return <ServerHtml className={`sqs-block-content ${block.type}-block`} html={block.html} />;
}

export function CodeBlock({ block }: { block: ContentBlockFragment }) {
  const data = block.data as BlockData<'code'>;
  if (data.mode !== 'source') return <MarkupBlock block={block} />;
  return (
    <pre className="code-block" data-language={data.language || undefined}>
      <code>{data.code}</code>
    </pre>
  );
}

/** With its size known (given, or an upload's), the page keeps the image's space before it loads. `first`: the page opens with it, so it is fetched at once and first (it is what the first screen paints largest). */
export function ImageBlock({ data, src, first = false }: Props<'image'> & { src: string | null; first?: boolean }) {
  if (!src) return null;
  const image = (
    <img
      src={src}
      alt={data.altText}
      width={data.width}
      height={data.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className="image-block__img"
    />
  );
  return (
    <figure className="image-block">
      {data.link ? (
        <SiteLink to={data.link} newWindow={data.newWindow}>
          {image}
        </SiteLink>
      ) : (
        image
      )}
      {data.caption && <figcaption>{data.caption}</figcaption>}
    </figure>
  );
}

export function ButtonBlock({ data }: Props<'button'>) {
  return (
    <p className={`button-block button-block--${data.alignment}`}>
      <SiteLink to={data.url} newWindow={data.newWindow} className={`button button--${data.size}`}>
        {data.label}
      </SiteLink>
    </p>
  );
}

export function QuoteBlock({ data }: Props<'quote'>) {
  return (
    <figure className="quote-block">
      <blockquote>
        <p>{data.text}</p>
      </blockquote>
      {data.source && <figcaption>— {data.source}</figcaption>}
    </figure>
  );
}

export function MediaBlock({ block, caption }: { block: ContentBlockFragment; caption?: string }) {
  return (
    <figure className={`${block.type}-block`}>
      <MarkupBlock block={block} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** Degrees as text: 40.7128° N, 74.0060° W. */
const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/** A map drawn from the block's own data: a pin on a plain grid, the place's name, address and coordinates, and a
 * link that opens the place on OpenStreetMap — nothing is fetched to show it. */
export function MapBlock({ data }: Props<'map'>) {
  const where = `${coordinate(data.lat, 'N', 'S')}, ${coordinate(data.lng, 'E', 'W')}`;
  const href = `https://www.openstreetmap.org/?mlat=${data.lat}&mlon=${data.lng}#map=${data.zoom}/${data.lat}/${data.lng}`;
  const label = data.label || data.address || where;
  return (
    <figure className="map-block" data-lat={data.lat} data-lng={data.lng} data-zoom={data.zoom}>
      <svg viewBox="0 0 400 200" role="img" aria-label={`Map of ${label}`} className="map-block__map">
        <rect width="400" height="200" className="map-block__land" />
        {[40, 80, 120, 160].map((y) => (
          <line key={`h${y}`} x1="0" x2="400" y1={y} y2={y} className="map-block__grid" />
        ))}
        {[80, 160, 240, 320].map((x) => (
          <line key={`v${x}`} y1="0" y2="200" x1={x} x2={x} className="map-block__grid" />
        ))}
        <path d="M200 100 l-12 -22 a14 14 0 1 1 24 0 z" className="map-block__pin" />
        <circle cx="200" cy="68" r="5" className="map-block__pin-dot" />
      </svg>
      <figcaption>
        {data.label && <strong>{data.label}</strong>}
        {data.address && <span>{data.address}</span>}
        <span className="map-block__coordinates">{where}</span>
        <a href={href} target="_blank" rel="noopener noreferrer">
          Open in a map
        </a>
      </figcaption>
    </figure>
  );
}
