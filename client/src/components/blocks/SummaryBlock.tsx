// A summary of a collection (summary-v2, 55): its latest items — posts, events, images — or its products, as a list,
// a grid, a carousel (a strip that scrolls sideways) or a wall, with the parts the owner chose.
import { useQuery } from '@apollo/client/react';
import type { BlockData } from '../../../../domain/block-data.ts';
import type { ItemSummaryFragment } from '../../graphql/generated/documents/ItemSummaryFragment.ts';
import { SummaryOfDocument } from '../../graphql/generated/documents/SummaryOfQuery.ts';
import { ItemDate } from '../content/ItemDate.tsx';
import { ServerHtml } from '../content/ServerHtml.tsx';
import { ProductCard } from '../ProductCard.tsx';
import { SiteLink } from './SiteLink.tsx';

function SummaryItem({ item, data }: { item: ItemSummaryFragment; data: BlockData<'summary-v2'> }) {
  return (
    <article className="summary-item">
      {data.showThumbnail && item.assetUrl && <img src={item.assetUrl} alt={item.altText || ''} loading="lazy" decoding="async" />}
      {data.showTitle && (
        <h3 className="summary-item__title">
          <SiteLink to={item.externalLink && item.passthrough ? item.externalLink : item.fullUrl}>{item.title}</SiteLink>
        </h3>
      )}
      {data.showDate && <ItemDate item={item} />}
      {data.showExcerpt && item.excerpt && <ServerHtml className="summary-item__excerpt" html={item.excerpt} />}
    </article>
  );
}

export function SummaryBlock({ data }: { data: BlockData<'summary-v2'> }) {
  const { data: summary } = useQuery(SummaryOfDocument, { variables: { id: data.collectionId, first: data.limit } });
  const collection = summary?.collection;
  if (!collection) return null;
  const products = collection.typeName === 'products' ? collection.products.edges.map((e) => e.node) : [];
  const items = collection.typeName === 'products' ? [] : collection.items.items;
  if (products.length === 0 && items.length === 0) return null;
  return (
    <section className={`summary-block summary-block--${data.design}`} data-design={data.design} aria-label={collection.title}>
      <ul
        className={data.design === 'carousel' ? 'summary-block__strip' : 'summary-block__items'}
        tabIndex={data.design === 'carousel' ? 0 : undefined}
      >
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
        {items.map((item) => (
          <li key={item.id}>
            <SummaryItem item={item} data={data} />
          </li>
        ))}
      </ul>
    </section>
  );
}
