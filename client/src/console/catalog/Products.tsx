// Products (/config/products): every product of the website for its owners (catalogProducts), searched and filtered
// by collection, type, stock and status, in the collections' order or sorted by name, 20 a page. Each name opens the
// product's editor.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  type CatalogProductSort,
  ConsoleCatalogProductsDocument,
  type ConsoleCatalogProductsQuery,
  type ConsoleCatalogProductsQueryVariables,
} from '../generated/graphql.ts';
import { ColumnHeads, type TableSort } from '../shared/ColumnHeads.tsx';
import { enumWords } from '../shared/format.ts';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { PageHeader } from '../shared/Screen.tsx';
import { keepShown, queryState } from '../status.tsx';
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
  const [order, setOrder] = useState<CatalogProductSort>('POSITION');
  const paging = useCursorPaging();
  const query = keepShown(
    useQuery(ConsoleCatalogProductsDocument, {
      variables: { ...variablesOf(filter), sort: order, ...paging.variables },
      fetchPolicy: 'cache-and-network',
    }),
  );
  const connection = query.data?.catalogProducts;
  const change = (next: ProductFilter) => {
    setFilter(next);
    paging.reset();
  };
  const sort: TableSort<CatalogProductSort> = {
    columns: { Name: { first: 'TITLE_ASCENDING', second: 'TITLE_DESCENDING' } },
    current: order,
    initial: 'POSITION',
    onSort: (next) => {
      setOrder(next);
      paging.reset();
    },
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
              <ProductTable products={connection.edges.map((e) => e.node)} sort={sort} />
            )}
            <CursorPager label="Product pages" info={connection.pageInfo} paging={paging} />
          </>
        ))}
    </section>
  );
}

const CAPTIONS: Partial<Record<CatalogProductSort, string>> = {
  TITLE_ASCENDING: 'Products, by name (A to Z)',
  TITLE_DESCENDING: 'Products, by name (Z to A)',
};

function ProductTable({ products, sort }: { products: Product[]; sort: TableSort<CatalogProductSort> }) {
  return (
    <table className="catalog-table">
      <caption>{CAPTIONS[sort.current] ?? 'Products, by collection and place in it'}</caption>
      <ColumnHeads names={['Image', 'Name', 'Type', 'Price', 'Stock', 'Status']} sort={sort} />
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
