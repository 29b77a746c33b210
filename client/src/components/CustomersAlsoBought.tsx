// 'Customers also bought' (spec §1, §2): other products of the cart's collection that are not in the cart yet.
import { useId } from 'react';
import { CART_TEXT } from '../../../domain/messages.ts';
import type { ProductCardFragment } from '../graphql/generated/graphql.ts';
import { ProductCard } from './ProductCard.tsx';

const SHOWN = 4;

type Props = { products: ProductCardFragment[]; inCart: readonly string[]; title?: string; shown?: number };

export function CustomersAlsoBought({ products, inCart, title = CART_TEXT.customersAlsoBought, shown = SHOWN }: Props) {
  const headingId = useId();
  const others = products.filter((p) => !inCart.includes(p.id)).slice(0, shown);
  if (others.length === 0) return null;
  return (
    <section className="customers-also-bought" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="product-grid">
        {others.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
