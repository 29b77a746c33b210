// The product editor (/config/products/:id, and /config/products/new to create one). Owners with catalog:write edit
// the product form (basics and publish state, subscription plans, merchandising: one Save), then options, variants
// and images, each with its own actions, and may duplicate, archive or delete the product; others see its values as
// text.
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { EditorProductDocument, type EditorProductFragment } from '../generated/graphql.ts';
import { ErrorMessage } from '../shared/errors.tsx';
import { Missing, NotAllowed, Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { DigitalFile } from './DigitalFile.tsx';
import { Images } from './Images.tsx';
import { NewProduct } from './NewProduct.tsx';
import { OptionsForm } from './OptionsForm.tsx';
import { ProductActions } from './ProductActions.tsx';
import { ProductDetailsForm } from './ProductDetailsForm.tsx';
import { ProductValues } from './ProductValues.tsx';
import { VariantsGrid } from './VariantsGrid.tsx';
import './editor.css';

export type EditorProduct = EditorProductFragment;

export function ProductEditor({ canWrite }: { canWrite: boolean }) {
  const { id = '' } = useParams();
  if (id === 'new')
    return (
      <Screen id="editor-title" title="New product">
        {canWrite ? <NewProduct /> : <NotAllowed what="create products" />}
      </Screen>
    );
  return <EditProduct id={id} canWrite={canWrite} />;
}

function EditProduct({ id, canWrite }: { id: string; canWrite: boolean }) {
  const query = useQuery(EditorProductDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const product = query.data?.catalogProduct;
  // A new product whose first image was refused (NewProduct): said here, where another can be chosen.
  const imageRefused = (useLocation().state as { imageRefused?: string } | null)?.imageRefused;
  return (
    <Screen id="editor-title" title={product ? product.title : 'Product'}>
      <p>
        <Link to="/products">All products</Link>
      </p>
      <ErrorMessage message={imageRefused} />
      {queryState('the product', query) ??
        (product ? (
          <Sections key={product.id} product={product} canWrite={canWrite} onChanged={() => void query.refetch()} />
        ) : (
          <Missing what="product" />
        ))}
    </Screen>
  );
}

function Sections({ product, canWrite, onChanged }: { product: EditorProduct; canWrite: boolean; onChanged: () => void }) {
  const status = product.archivedAt ? 'Archived' : product.statusLabel;
  return (
    <>
      <p className="console-hint">
        {status} · <a href={product.fullUrl}>{product.fullUrl}</a>
      </p>
      {canWrite ? (
        <>
          <ProductDetailsForm product={product} />
          <OptionsForm product={product} />
          <VariantsGrid product={product} />
          <Images product={product} onUploaded={onChanged} />
          {product.productType === 'DIGITAL' && <DigitalFile product={product} onUploaded={onChanged} />}
          <ProductActions product={product} />
        </>
      ) : (
        <ProductValues product={product} />
      )}
    </>
  );
}
