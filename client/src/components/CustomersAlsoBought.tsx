// 'Customers also bought' (spec §1, §2): other products of the cart's collection that are not in the cart yet.
import { useId } from 'react';
import { CART_TEXT } from '../../../domain/messages.ts';
import type { ProductCardFragment } from '../graphql/generated/graphql.ts';
import { ProductCard } from './ProductCard.tsx';

const SHOWN = 4;

export function CustomersAlsoBought({ products, inCart }: { products: ProductCardFragment[]; inCart: readonly string[] }) {
  const headingId = useId();
  const others = products.filter((p) => !inCart.includes(p.id)).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section className="customers-also-bought" aria-labelledby={headingId}>
      <h2 id={headingId}>{CART_TEXT.customersAlsoBought}</h2>
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
