// The product page's body: the gallery of its images (following the chosen variant's), title, marks, price, the installment pill, the purchase form and, for a sold-out
// product or variant, the restock form, a sticky add bar on phones, then its description; all following the chosen variant (every variant is loaded with the product,
// so choosing needs no request). Its article is the PDP area, with the product details (carrying the current
// subscription context) and their price area marked for page scripts (lib/product-page-elements.ts).
import { type ReactNode, useId, useRef } from 'react';
import { SUBSCRIPTION_CONTEXT_ATTRIBUTE, subscriptionContextJson } from '../../../domain/subscription-context.ts';
import { unselectedOptions } from '../../../domain/variant-selection.ts';
import type { ProductDetailsFragment } from '../graphql/generated/documents/ProductDetailsFragment.ts';
import { deferred } from '../lib/deferred.tsx';
import { PDP_AREA_ATTRIBUTE, PDP_DETAILS_PRICE_ATTRIBUTE, PRODUCT_DETAILS_ATTRIBUTE } from '../lib/product-page-elements.ts';
import { useProductSelection } from '../lib/use-product-selection.ts';
import { InstallmentPill } from './InstallmentPill.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductMarks } from './ProductMarks.tsx';
import { ProductPurchaseForm } from './ProductPurchaseForm.tsx';
import { StickyAddBar } from './StickyAddBar.tsx';

const RestockForm = deferred(() => import('./RestockForm.tsx').then((m) => m.RestockForm));

/** `underTitle`: what the page shows under the product's title (its reviews tab). */
export function ProductDetails({ product, underTitle }: { product: ProductDetailsFragment; underTitle?: ReactNode }) {
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const selection = useProductSelection(product);
  const { view } = selection;
  const { merchandising, installments } = product;
  // The variant a restock sign-up waits for: the chosen one, or the only one.
  const restockVariantId = view.chosen?.id ?? (product.variants.length === 1 ? (product.variants[0]?.id ?? null) : null);
  const subscriptionContext = subscriptionContextJson({
    productId: product.id,
    isSubscribable: product.isSubscribable,
    subscriptionOptionId: product.isSubscribable ? selection.subscriptionOptionId : null,
    planId: product.isSubscribable
      ? (product.subscriptionOptions.find((o) => o.id === selection.subscriptionOptionId)?.plan.id ?? null)
      : null,
  });

  return (
    <article ref={article} className="product" aria-labelledby={titleId} {...{ [PDP_AREA_ATTRIBUTE]: '' }}>
      <div className="product__media">
        <ProductGallery images={product.images} title={product.title} imageId={view.imageId} />
      </div>
      <div className="product__details" {...{ [PRODUCT_DETAILS_ATTRIBUTE]: '', [SUBSCRIPTION_CONTEXT_ATTRIBUTE]: subscriptionContext }}>
        <h1 id={titleId}>{product.title}</h1>
        {underTitle}
        <div className="product__price" aria-live="polite" {...{ [PDP_DETAILS_PRICE_ATTRIBUTE]: '' }}>
          {view.price && <PriceBlock {...view.price} />}
          <ProductMarks mark={view.mark} soldOutText={merchandising.soldOutText} saleText={merchandising.saleText} />
        </div>
        {!product.isSubscribable && !view.soldOut && (
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
        <StickyAddBar
          article={article}
          title={product.title}
          price={view.price?.price ?? null}
          ready={view.chosen !== null}
          label={{
            soldOut: view.soldOut,
            unavailable: view.unavailable,
            isSubscribable: product.isSubscribable,
            customText: product.useCustomAddButtonText ? product.customAddButtonText : null,
          }}
        />
        {product.body && (
          <div
            className="product__description rte"
            // Sanitised on the server (Product.body), as every owner-written HTML.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the API
            dangerouslySetInnerHTML={{ __html: product.body }}
          />
        )}
      </div>
    </article>
  );
}
