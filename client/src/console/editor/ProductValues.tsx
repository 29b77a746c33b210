// The product as text, for owners who may not change the catalog: basics, variants, images, plans, merchandising.
import type { ReactNode } from 'react';
import { ServerHtml } from '../../components/content/ServerHtml.tsx';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { enumWords, optionWords } from '../shared/format.ts';
import { useDateFormat } from '../shared/use-date-format.ts';
import type { EditorProduct } from './ProductEditor.tsx';
import './editor.css';

export function ProductValues({ product }: { product: EditorProduct }) {
  const date = useDateFormat();
  const m = product.merchandising;
  const rows: [string, ReactNode][] = [
    ['Name', product.title],
    // The description as shoppers read it: the server's sanitised HTML (Product.body), not its source.
    ['Description', product.body ? <ServerHtml key="description" html={product.body} className="editor-description" /> : '—'],
    ['Excerpt', product.excerpt || '—'],
    ['Type', enumWords(product.productType)],
    ['Collection', product.collection.title],
    ['URL slug', product.urlSlug],
    ['Publish state', `${product.statusLabel} (publish on ${date(product.publishOn)})`],
    ['Subscription plans', product.subscriptionOptions.map((s) => s.priceText).join('; ') || 'None'],
    ['Scarcity message', m.scarcityEnabled ? `${m.scarcityText} (at ${m.scarcityThreshold} or fewer)` : 'Off'],
    ['Restock notifications', m.restockNotificationsEnabled ? 'On' : 'Off'],
  ];
  return (
    <>
      <dl className="editor-values">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="editor-grid">
        <caption>Variants</caption>
        <ColumnHeads names={['Options', 'SKU', 'Price', 'Sale price', 'Stock']} amounts={['Price', 'Sale price']} />
        <tbody>
          {product.variants.map((v) => (
            <tr key={v.id}>
              <td>{optionWords(v.attributes, 'No options')}</td>
              <th scope="row">{v.sku}</th>
              <td className="console-money">{v.price.formatted}</td>
              <td className="console-money">{v.onSale ? v.salePrice.formatted : '—'}</td>
              <td>{v.unlimited ? 'Unlimited' : `${v.qtyInStock} in stock`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Images</h2>
      {product.images.length === 0 ? (
        <p>No image.</p>
      ) : (
        <ul className="editor-images">
          {product.images.map((i) => (
            <li key={i.id}>
              <img src={`${i.assetUrl}?format=300w`} alt={i.alt} width={160} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
