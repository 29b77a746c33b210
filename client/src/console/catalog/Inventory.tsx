// Inventory (/config/inventory): every variant whose stock is counted (the inventory query), fewest in stock first,
// 20 a page; the low-stock view keeps those at or below a threshold. Owners with inventory:write select variants
// and change their stock together (BulkAdjust).
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleCatalogInventoryDocument, type ConsoleCatalogInventoryQuery } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { optionWords } from '../shared/format.ts';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { queryState } from '../status.tsx';
import { BulkAdjust } from './BulkAdjust.tsx';
import { type StockRow, stockText } from './stock-change.ts';
import './catalog.css';

type Variant = ConsoleCatalogInventoryQuery['inventory']['edges'][number]['node'];

const DEFAULT_LOW_STOCK = 5;

const rowOf = (v: Variant): StockRow => ({
  id: v.id,
  product: v.product.title,
  sku: v.sku,
  qtyInStock: v.qtyInStock,
  unlimited: v.unlimited,
});

export function Inventory({ canWrite }: { canWrite: boolean }) {
  const [lowOnly, setLowOnly] = useState(false);
  const [lowStockAt, setLowStockAt] = useState(DEFAULT_LOW_STOCK);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Record<string, StockRow>>({});
  const paging = useCursorPaging();
  const variables = { ...paging.variables, search: search || undefined, lowStockAt: lowOnly ? lowStockAt : undefined };
  const query = useQuery(ConsoleCatalogInventoryDocument, { variables, fetchPolicy: 'cache-and-network' });
  const connection = query.data?.inventory;
  const view = (change: () => void) => {
    change();
    paging.reset();
  };
  const toggle = (v: Variant, on: boolean) => setSelected(({ [v.id]: _, ...rest }) => (on ? { ...rest, [v.id]: rowOf(v) } : rest));
  const chosen = Object.values(selected);
  const selectPage = (variants: Variant[]) =>
    setSelected((now) => ({ ...now, ...Object.fromEntries(variants.map((v) => [v.id, rowOf(v)])) }));
  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      <InventoryView
        lowOnly={lowOnly}
        lowStockAt={lowStockAt}
        onView={(low, at) =>
          view(() => {
            setLowOnly(low);
            setLowStockAt(at);
          })
        }
        onSearch={(text) => view(() => setSearch(text))}
      />
      {canWrite && <BulkAdjust selected={chosen} onApplied={() => setSelected({})} />}
      {queryState('the inventory', query) ??
        (connection && (
          <>
            {canWrite && connection.edges.length > 0 && (
              <p className="catalog-actions">
                <button type="button" onClick={() => selectPage(connection.edges.map((e) => e.node))}>
                  Select all on this page
                </button>
                {chosen.length > 0 && (
                  <button type="button" onClick={() => setSelected({})}>
                    Clear selection
                  </button>
                )}
              </p>
            )}
            {connection.edges.length === 0 ? (
              <p role="status">{lowOnly ? 'No variant is low in stock.' : 'No variant has counted stock.'}</p>
            ) : (
              <table className="catalog-table">
                <caption>
                  {lowOnly ? `Variants with ${lowStockAt} or fewer in stock` : 'Variants whose stock is counted, fewest first'}
                </caption>
                <ColumnHeads names={[...(canWrite ? ['Select'] : []), 'Product', 'SKU', 'Options', 'Stock']} />
                <tbody>
                  {connection.edges.map(({ node: v }) => (
                    <tr key={v.id}>
                      {canWrite && (
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Select ${v.product.title} ${v.sku}`}
                            checked={v.id in selected}
                            onChange={(e) => toggle(v, e.target.checked)}
                          />
                        </td>
                      )}
                      <td>{v.product.title}</td>
                      <th scope="row">{v.sku}</th>
                      <td>{optionWords(v.attributes)}</td>
                      <td>{stockText(v)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <CursorPager label="Inventory pages" info={connection.pageInfo} paging={paging} />
          </>
        ))}
    </section>
  );
}

type ViewProps = { lowOnly: boolean; lowStockAt: number; onView: (lowOnly: boolean, at: number) => void; onSearch: (text: string) => void };

/** All counted variants or the low-stock ones (with their threshold), and a search by product title or slug. */
function InventoryView({ lowOnly, lowStockAt, onView, onSearch }: ViewProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="console-filters catalog-filters">
      <fieldset>
        <legend>Show</legend>
        <label className="console-check">
          <input type="radio" name="inventory-view" checked={!lowOnly} onChange={() => onView(false, lowStockAt)} />
          All variants
        </label>
        <label className="console-check">
          <input type="radio" name="inventory-view" checked={lowOnly} onChange={() => onView(true, lowStockAt)} />
          Low stock
        </label>
        {lowOnly && (
          <label>
            Low stock means at most
            <input
              type="number"
              min={0}
              value={lowStockAt}
              onChange={(e) => onView(true, Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
            />
          </label>
        )}
      </fieldset>
      <form aria-label="Inventory" onSubmit={submit}>
        <label>
          Search product title or slug
          <input type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
    </div>
  );
}
