// The product page's body: image, title, marks, price, options, quantity, scarcity and the add button, all following
// the chosen variant (every variant is loaded with the product, so choosing needs no request).
import { useId, useMemo, useState } from 'react';
import { fallbackAlt } from '../../../domain/image.ts';
import { QUANTITY_DEFAULT } from '../../../domain/quantity-input.ts';
import type { ProductDetailsFragment } from '../graphql/generated/graphql.ts';
import { productView, type Selection } from '../lib/product-view.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { Image } from './Image.tsx';
import { InstallmentPill } from './InstallmentPill.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductMarks } from './ProductMarks.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { ScarcityMessage } from './ScarcityMessage.tsx';
import { SubscriptionOptions } from './SubscriptionOptions.tsx';
import { VariantPicker } from './VariantPicker.tsx';

const PRODUCT_IMAGE_SIZES = '(min-width: 800px) 50vw, 100vw';

export function ProductDetails({ product }: { product: ProductDetailsFragment }) {
  const titleId = useId();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(String(QUANTITY_DEFAULT));
  const view = useMemo(() => productView(product, selection), [product, selection]);
  const { merchandising, installments, mainImage } = product;

  const select = (name: string, value: string) =>
    setSelection((current) => {
      const { [name]: _previous, ...rest } = current;
      return value ? { ...rest, [name]: value } : rest;
    });

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
            productType={product.productTypeCode}
            priceCents={view.payCents}
            minCents={installments.afterPayMin.cents}
            maxCents={installments.afterPayMax.cents}
            currency={view.currency}
          />
        )}
        {product.excerpt && <p className="product__excerpt">{product.excerpt}</p>}
        <form className="product-form" aria-label="Purchase options" onSubmit={(e) => e.preventDefault()}>
          <VariantPicker options={view.options} selection={selection} onSelect={select} />
          {product.showQuantityInput && <QuantityInput value={quantity} onChange={setQuantity} />}
          {product.isSubscribable && <SubscriptionOptions options={product.subscriptionOptions} />}
          <ScarcityMessage message={view.scarcity} />
          <AddToCartButton
            soldOut={view.soldOut}
            isSubscribable={product.isSubscribable}
            customText={product.useCustomAddButtonText ? product.customAddButtonText : null}
          />
        </form>
      </div>
    </article>
  );
}
