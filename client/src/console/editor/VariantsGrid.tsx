// The variants grid: one row per variant with its option values, SKU, price, sale price (on sale), stock or
// unlimited and weight; each row saved on its own (updateVariant), moved up or down (moveVariant) or removed after an
// in-page confirmation (removeVariant). A move shows the new order at once (undone if the server refuses it). New variants are added below (AddVariant).

import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { moved } from '../shared/reorder.ts';
import { AddVariant } from './AddVariant.tsx';
import type { EditorProduct } from './ProductEditor.tsx';
import { VariantRow } from './VariantRow.tsx';

export const countsStock = (p: EditorProduct) => p.productType === 'PHYSICAL' || p.productType === 'SERVICE';

export function VariantsGrid({ product }: { product: EditorProduct }) {
  const stock = countsStock(product);
  const weight = product.productType === 'PHYSICAL';
  const images = product.images.map((i, n) => ({ id: i.id, label: `Image ${n + 1}${i.fileName ? ` (${i.fileName})` : ''}` }));
  const columns = [
    'Options',
    'SKU',
    'Price',
    'On sale',
    'Sale price',
    ...(stock ? ['Stock'] : []),
    ...(weight ? ['Weight (g)'] : []),
    ...(images.length > 0 ? ['Image'] : []),
    'Actions',
  ];
  return (
    <section className="editor-section" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      <div className="editor-scroll">
        <table className="editor-grid">
          <caption>Variants of {product.title}, in order</caption>
          <ColumnHeads names={columns} />
          <tbody>
            {product.variants.map((v, i) => (
              <VariantRow
                key={v.id}
                variant={v}
                index={i}
                last={i === product.variants.length - 1}
                stock={stock}
                weight={weight}
                images={images}
                movedTo={(position) => ({ ...product, variants: moved(product.variants, i, position) })}
              />
            ))}
          </tbody>
        </table>
      </div>
      <AddVariant product={product} />
    </section>
  );
}
