// Products (/config/products): every product of the website for its owners (catalogProducts), searched and filtered
// by collection, type, stock and status, 20 a page. The editor is a screen of its own (not yet in the console).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ConsoleCatalogProductsDocument,
  type ConsoleCatalogProductsQuery,
  type ConsoleCatalogProductsQueryVariables,
} from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { enumWords } from '../shared/format.ts';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { PageHeader } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { priceRange, stockWords } from './catalog-format.ts';
import { NO_FILTER, type ProductFilter, ProductFilters } from './ProductFilters.tsx';
import './catalog.css';
import { NewProductLink, ProductNameLink } from '../editor/links.tsx';

type Product = ConsoleCatalogProductsQuery['catalogProducts']['edges'][number]['node'];

function variablesOf(f: ProductFilter): ConsoleCatalogProductsQueryVariables {
  const archived = f.status === 'ARCHIVED';
  return {
    search: f.search || undefined,
    collectionId: f.collectionId || undefined,
    productType: (f.productType || undefined) as ConsoleCatalogProductsQueryVariables['productType'],
    stock: (f.stock || undefined) as ConsoleCatalogProductsQueryVariables['stock'],
    status: (archived ? undefined : f.status || undefined) as ConsoleCatalogProductsQueryVariables['status'],
    archived,
  };
}

export function Products() {
  const [filter, setFilter] = useState<ProductFilter>(NO_FILTER);
  const paging = useCursorPaging();
  const query = useQuery(ConsoleCatalogProductsDocument, {
    variables: { ...variablesOf(filter), ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const connection = query.data?.catalogProducts;
  const change = (next: ProductFilter) => {
    setFilter(next);
    paging.reset();
  };
  return (
    <section aria-labelledby="products-title">
      <PageHeader id="products-title" title="Products" action={<NewProductLink />} />
      <ProductFilters filter={filter} onChange={change} />
      {queryState('the products', query) ??
        (connection && (
          <>
            {connection.edges.length === 0 ? (
              <p role="status">No product matches these filters.</p>
            ) : (
              <ProductTable products={connection.edges.map((e) => e.node)} />
            )}
            <CursorPager label="Product pages" info={connection.pageInfo} paging={paging} />
          </>
        ))}
    </section>
  );
}

function ProductTable({ products }: { products: Product[] }) {
  return (
    <table className="catalog-table">
      <caption>Products, by collection and place in it</caption>
      <ColumnHeads names={['Image', 'Name', 'Type', 'Price', 'Stock', 'Status']} />
      <tbody>
        {products.map((p) => (
          <tr key={p.id}>
            <td>
              {p.mainImage ? (
                <img className="catalog-thumb" src={p.mainImage.assetUrl} alt="" width={48} height={48} loading="lazy" />
              ) : (
                'No image'
              )}
            </td>
            <th scope="row">
              <ProductNameLink id={p.id} title={p.title} />
              <span className="catalog-muted">{p.collection.title}</span>
            </th>
            <td>{enumWords(p.productType)}</td>
            <td>{priceRange(p.variants)}</td>
            <td>{stockWords(p.productType, p.variants)}</td>
            <td>{p.archivedAt ? 'Archived' : p.statusLabel}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
