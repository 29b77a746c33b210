// One cart line (spec §3 cart item display): image or 'No image', name, variant, the unit price (a sale's with the
// original struck through), the form answers with 'Edit details',
// a quantity field, the line total and Remove; its controls wait while a change to it is in flight. A removal is
// counted once it went through, naming the line's product (`item`).
import { useId, useState } from 'react';
import { parseQuantity } from '../../../domain/cart-validation.ts';
import {
  CART_ACTION_TEXT,
  CART_TEXT,
  DEFAULT_TEXT,
  ORIGINAL_PRICE_LABEL,
  SALE_PRICE_LABEL,
  unitPriceText,
} from '../../../domain/messages.ts';
import type { AnalyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEvents } from '../analytics/shopping-place.tsx';
import type { OptimisticEntry } from '../lib/optimistic-cart.ts';
import { Link } from '../lib/router.tsx';
import { type CartLineActions, useCartLine } from '../lib/use-cart-line.ts';
import { CartEntryDetails } from './CartEntryDetails.tsx';
import { CartMessage } from './CartMessage.tsx';
import { FieldError } from './FieldError.tsx';
import { Image } from './Image.tsx';

const THUMBNAIL_PX = 96;

export function CartLineItem({ entry, item }: { entry: OptimisticEntry; item: AnalyticsItem }) {
  const titleId = useId();
  const line = useCartLine(entry.id);
  const variant = entry.chosenVariant.attributes.map((a) => `${a.name}: ${a.value}`).join(', ');
  const shopping = useShoppingEvents();
  async function remove() {
    if (!(await line.remove())) return;
    const { itemId, chosenVariant, quantity } = entry;
    shopping.record('remove from cart', {
      pageType: 'add-on',
      productId: itemId,
      variantId: chosenVariant.variantId,
      quantity,
      items: [item],
    });
  }
  return (
    <li className="cart-line" aria-labelledby={titleId} aria-busy={entry.isOptimistic || undefined}>
      <div className="cart-line__media">
        {entry.imageUrl ? (
          <Image src={entry.imageUrl} width={THUMBNAIL_PX} height={THUMBNAIL_PX} alt="" loader="raw" />
        ) : (
          <span className="cart-line__no-image">{CART_TEXT.noImage}</span>
        )}
      </div>
      <div className="cart-line__body">
        <h2 id={titleId} className="cart-line__title">
          <Link to={entry.url}>{entry.title}</Link>
        </h2>
        {variant && <p className="cart-line__variant">{variant}</p>}
        <CartLineUnitPrice price={entry.chosenVariant.price} regular={entry.chosenVariant.regularPrice} />
        <CartEntryDetails entry={entry} line={line} item={item} />
        <CartMessage message={line.message} />
        {line.notice && (
          <p role="status" className="cart-line__notice">
            {line.notice}
          </p>
        )}
      </div>
      <CartLineQuantity entry={entry} line={line} />
      <p className="cart-line__total">
        <span className="sr-only">{CART_ACTION_TEXT.total}</span> {entry.subTotal.formatted}
      </p>
      <button
        type="button"
        className="button button--secondary cart-line__remove"
        aria-disabled={entry.isOptimistic || undefined}
        onClick={() => !entry.isOptimistic && void remove()}
      >
        {CART_ACTION_TEXT.remove}
      </button>
    </li>
  );
}

/** The quantity field: the typed text is checked with the domain rule and sent on Enter or when leaving the field. */
function CartLineQuantity({ entry, line }: { entry: OptimisticEntry; line: CartLineActions }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const parsed = parseQuantity(draft);
    if (!parsed.ok) return setError(parsed.error.message);
    setError(null);
    setDraft(null);
    if (parsed.quantity !== entry.quantity) void line.setQuantity(parsed.quantity);
  }

  return (
    <div className="field cart-line__quantity">
      <label htmlFor={id}>{DEFAULT_TEXT.quantity}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        step={1}
        value={draft ?? String(entry.quantity)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        readOnly={entry.isOptimistic}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Price = { cents: number; formatted: string };

/** '$19.00 each', or on sale the sale price with the original struck through ('Sale Price:' / 'Original Price:' for
 * screen readers, as on the product page). */
function CartLineUnitPrice({ price, regular }: { price: Price; regular: Price }) {
  if (regular.cents <= price.cents) return <p className="cart-line__unit">{unitPriceText(price.formatted)}</p>;
  return (
    <p className="cart-line__unit cart-line__unit--sale">
      <span className="sr-only">{SALE_PRICE_LABEL}</span>
      <span className="price-block__sale">{unitPriceText(price.formatted)}</span> <span className="sr-only">{ORIGINAL_PRICE_LABEL}</span>
      <s className="price-block__original">{regular.formatted}</s>
    </p>
  );
}
