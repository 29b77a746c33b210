// Links into the product editor for the products list: "New product" (only for owners with catalog:write; the
// access is the one the console's frame already loaded) and a product's name.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ConsoleAccessDocument } from '../generated/graphql.ts';

export function NewProductLink() {
  const { data } = useQuery(ConsoleAccessDocument, { fetchPolicy: 'cache-first' });
  if (!data?.ownerAccess?.capabilities.includes('catalog:write')) return null;
  return (
    <Link className="console-primary-link" to="/products/new">
      New product
    </Link>
  );
}

export function ProductNameLink({ id, title }: { id: string; title: string }) {
  return <Link to={`/products/${id}`}>{title}</Link>;
}
