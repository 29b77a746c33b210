// The product page's body: image, title, marks, price, the installment pill, the purchase form and, for a sold-out
// product or variant, the restock form, all following the chosen variant (every variant is loaded with the product,
// so choosing needs no request).
import { useId } from 'react';
import { fallbackAlt } from '../../../domain/image.ts';
import { unselectedOptions } from '../../../domain/variant-selection.ts';
import type { ProductDetailsFragment } from '../graphql/generated/graphql.ts';
import { useProductSelection } from '../lib/use-product-selection.ts';
import { Image } from './Image.tsx';
import { InstallmentPill } from './InstallmentPill.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductMarks } from './ProductMarks.tsx';
import { ProductPurchaseForm } from './ProductPurchaseForm.tsx';
import { RestockForm } from './RestockForm.tsx';

const PRODUCT_IMAGE_SIZES = '(min-width: 800px) 50vw, 100vw';

export function ProductDetails({ product }: { product: ProductDetailsFragment }) {
  const titleId = useId();
  const selection = useProductSelection(product);
  const { view } = selection;
  const { merchandising, installments, mainImage } = product;
  // The variant a restock sign-up waits for: the chosen one, or the only one.
  const restockVariantId = view.chosen?.id ?? (product.variants.length === 1 ? (product.variants[0]?.id ?? null) : null);

  return (
    <article className="product" aria-labelledby={titleId}>
      <div className="product__media">
        {mainImage && (
          <Image
            src={mainImage.assetUrl}
            width={mainImage.width}
            height={mainImage.height}
            alt={mainImage.altText || fallbackAlt(product.title)}
            sizes={PRODUCT_IMAGE_SIZES}
            priority="high"
          />
        )}
      </div>
      <div className="product__details">
        <h1 id={titleId}>{product.title}</h1>
        <div className="product__price" aria-live="polite">
          {view.price && <PriceBlock {...view.price} />}
          <ProductMarks mark={view.mark} soldOutText={merchandising.soldOutText} saleText={merchandising.saleText} />
        </div>
        {!product.isSubscribable && (
          <InstallmentPill
            available={installments.afterPayAvailable}
            brand={installments.brand ?? null}
            productTypes={[product.productTypeCode]}
            priceCents={view.payCents}
            minCents={installments.afterPayMin.cents}
            maxCents={installments.afterPayMax.cents}
            currency={view.currency}
          />
        )}
        {product.excerpt && <p className="product__excerpt">{product.excerpt}</p>}
        <ProductPurchaseForm product={product} {...selection} />
        {merchandising.restockNotificationsEnabled && view.soldOut && (
          <RestockForm
            key={restockVariantId ?? product.id}
            product={product}
            variantId={restockVariantId}
            missingOptions={unselectedOptions(
              view.options.map((o) => o.name),
              selection.selection,
            )}
          />
        )}
      </div>
    </article>
  );
}
