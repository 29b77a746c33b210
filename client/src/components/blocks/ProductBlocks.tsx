// Blocks that show products: one product (43) with the parts the owner chose, add-on products, and 'Customers also
// bought' (products bought in the same orders as the block's product, or the page's own product). Shopping events
// there happen in a product block, or an add-on context.
import { useQuery } from '@apollo/client/react';
import type { BlockData } from '../../../../domain/block-data.ts';
import { ShoppingPlace } from '../../analytics/shopping-place.tsx';
import { AlsoBoughtDocument } from '../../graphql/generated/documents/AlsoBoughtQuery.ts';
import { BlockProductDocument } from '../../graphql/generated/documents/BlockProductQuery.ts';
import { CustomersAlsoBought } from '../CustomersAlsoBought.tsx';
import { ProductCard } from '../ProductCard.tsx';

/** One product in a block; nothing while it loads or when it is not for sale (a draft, archived). */
function BlockProductCard({ productId, parts }: { productId: string; parts?: BlockData<'product'> }) {
  const { data } = useQuery(BlockProductDocument, { variables: { id: productId } });
  const product = data?.product;
  if (!product) return null;
  const hidden = [
    parts && !parts.showImage && 'image',
    parts && !parts.showTitle && 'title',
    parts && !parts.showPrice && 'price',
    parts && !parts.showAddToCart && 'actions',
  ].filter(Boolean);
  return (
    <div className="product-block" data-hide={hidden.join(' ') || undefined}>
      <ProductCard product={product} />
      {parts?.showExcerpt && product.excerpt && <p className="product-block__excerpt">{product.excerpt}</p>}
    </div>
  );
}

export function ProductBlock({ data }: { data: BlockData<'product'> }) {
  return (
    <ShoppingPlace pageType="product_block">
      <BlockProductCard productId={data.productId} parts={data} />
    </ShoppingPlace>
  );
}

export function AddOnProductsBlock({ data }: { data: BlockData<'add-on-products'> }) {
  return (
    <section className="add-on-products" aria-label={data.title || 'Add-on products'}>
      {data.title && <h2>{data.title}</h2>}
      <ShoppingPlace pageType="add-on">
        <ul className="product-grid">
          {data.productIds.map((id) => (
            <li key={id}>
              <BlockProductCard productId={id} />
            </li>
          ))}
        </ul>
      </ShoppingPlace>
    </section>
  );
}

export function CustomersAlsoBoughtBlock({ data, pageProductId }: { data: BlockData<'customers-also-bought'>; pageProductId?: string }) {
  const productId = data.productId ?? pageProductId;
  const { data: bought } = useQuery(AlsoBoughtDocument, { variables: { id: productId ?? '', first: data.limit }, skip: !productId });
  const products = bought?.product?.customersAlsoBought ?? [];
  if (products.length === 0) return null;
  return <CustomersAlsoBought products={products} inCart={[]} title={data.title} shown={data.limit} />;
}
