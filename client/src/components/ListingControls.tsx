// A listing's filters and sort (docs/storefront.md "Sort and filter"), as Dawn lays them out: a row of filter
// disclosures (availability, price, product type where the listing has more than one), the sort on the right, the
// number of products, and the filters in use as links that take each one away. It is a GET form on the listing's own
// address, so it works before the page's script; with it, every change applies at once (the address follows, so
// the back button and shared links keep the listing).
import { type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatMoney, toDecimalValue } from '../../../domain/money.ts';
import {
  AVAILABILITY_FILTERS,
  AVAILABILITY_LABELS,
  isFiltered,
  LISTING_PARAMS,
  LISTING_SORTS,
  type Listing,
  type ListingFilter,
  listingFromParams,
  listingParams,
  listingParamValue,
  productTypeName,
  SORT_LABELS,
  TYPE_LABELS,
  TYPE_PARAM_VALUES,
} from '../../../domain/product-listing.ts';
import type { CollectionPageQuery } from '../graphql/generated/documents/CollectionPageQuery.ts';
import type { ProductFilter, ProductType } from '../graphql/generated/graphql.ts';
import { Link, useNavigate } from '../lib/router.tsx';

export const LISTING_TEXT = {
  form: 'Filter and sort',
  filter: 'Filter:',
  availability: 'Availability',
  all: 'All',
  price: 'Price',
  from: 'From',
  to: 'To',
  highest: (price: string) => `The highest price is ${price}.`,
  type: 'Product type',
  sort: 'Sort by',
  apply: 'Apply',
  count: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  remove: (what: string) => `Remove filter: ${what}`,
  clearAll: 'Clear all',
  noMatch: 'No products match these filters.',
} as const;

type Options = NonNullable<CollectionPageQuery['collection']>['productFilters'];
type Props = { path: string; listing: Listing; currency: string; options: Options; count: number | null; busy: boolean };

/** The listing's filter as Collection.products takes it (product types by name). */
export const filterInput = (filter: ListingFilter): ProductFilter => ({
  ...filter,
  productTypes: filter.productTypes?.map((code) => productTypeName(code) as ProductType),
});

export function ListingControls({ path, listing, currency, options, count, busy }: Props) {
  const navigate = useNavigate();
  const sortId = useId();
  const hrefOf = (next: Listing) => {
    const query = listingParams(next, currency).toString();
    return query ? `${path}?${query}` : path;
  };
  const go = (next: Listing) => navigate(hrefOf(next));
  const withFilter = (filter: ListingFilter) => go({ ...listing, filter: { ...listing.filter, ...filter } });
  // Without the page's script the browser sends the form; with it, the same fields make the next address.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    go(listingFromParams(new URLSearchParams([...fields].map(([k, v]) => [k, String(v)])), currency));
  };
  const types = listing.filter.productTypes ?? [];
  const toggleType = (code: number) => (event: ChangeEvent<HTMLInputElement>) =>
    withFilter({ productTypes: event.target.checked ? [...types, code] : types.filter((t) => t !== code) });
  return (
    <form className="listing-controls" method="get" action={path} aria-label={LISTING_TEXT.form} onSubmit={submit}>
      <div className="listing-controls__filters">
        <span className="listing-controls__label">{LISTING_TEXT.filter}</span>
        <Disclosure title={LISTING_TEXT.availability} chosen={listing.filter.availability ? 1 : 0}>
          {[null, ...AVAILABILITY_FILTERS].map((value) => (
            <label key={value ?? 'all'} className="listing-option">
              <input
                type="radio"
                name={LISTING_PARAMS.availability}
                value={value ? listingParamValue(value) : ''}
                checked={(listing.filter.availability ?? null) === value}
                onChange={() => withFilter({ availability: value })}
              />
              {value ? AVAILABILITY_LABELS[value] : LISTING_TEXT.all}
            </label>
          ))}
        </Disclosure>
        <PriceFilter listing={listing} currency={currency} highest={options.highestPrice?.formatted ?? null} />
        {options.productTypes.length > 1 && (
          <Disclosure title={LISTING_TEXT.type} chosen={types.length}>
            {options.productTypes.map((name) => {
              const param = listingParamValue(name);
              const code = TYPE_PARAM_VALUES[param];
              return (
                <label key={name} className="listing-option">
                  <input
                    type="checkbox"
                    name={LISTING_PARAMS.type}
                    value={param}
                    checked={types.includes(code)}
                    onChange={toggleType(code)}
                  />
                  {TYPE_LABELS[name]}
                </label>
              );
            })}
          </Disclosure>
        )}
      </div>
      <div className="listing-controls__sort">
        <label htmlFor={sortId}>{LISTING_TEXT.sort}</label>
        <select
          id={sortId}
          name={LISTING_PARAMS.sort}
          value={listingParamValue(listing.sort)}
          onChange={(event) =>
            go({ ...listing, sort: LISTING_SORTS.find((s) => listingParamValue(s) === event.target.value) ?? 'FEATURED' })
          }
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={listingParamValue(sort)}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary listing-controls__apply">
          {LISTING_TEXT.apply}
        </button>
      </div>
      <p className="listing-controls__count" role="status" aria-busy={busy}>
        {count === null ? '' : LISTING_TEXT.count(count)}
      </p>
      {isFiltered(listing) && <ActiveFilters listing={listing} currency={currency} hrefOf={hrefOf} />}
    </form>
  );
}

/** A filter's disclosure: one open at a time (the same `name`), its summary saying how many values are chosen; a
 * click outside it or Escape closes it (Escape gives focus back to its summary). */
function Disclosure({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const outside = (event: PointerEvent) => {
      if (details.open && !(event.target instanceof Node && details.contains(event.target))) details.open = false;
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    details.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      details.removeEventListener('keydown', onEscape);
    };
  }, []);
  return (
    <details ref={ref} className="listing-filter" name="listing-filter">
      <summary>
        {title}
        {chosen > 0 && <span className="listing-filter__chosen"> ({chosen})</span>}
      </summary>
      <fieldset className="listing-filter__panel">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** From and To in the store's currency, applied with Enter or when focus leaves both (the panel stays open); a
 * change of address (a chip, Back) shows its own range. */
function PriceFilter({ listing, currency, highest }: { listing: Listing; currency: string; highest: string | null }) {
  const amount = (cents: number | null | undefined) => (cents == null ? '' : toDecimalValue(cents, currency));
  const applied = [amount(listing.filter.minPriceCents), amount(listing.filter.maxPriceCents)];
  const [values, setValues] = useState(applied);
  const [shownFor, setShownFor] = useState(applied.join('-'));
  if (shownFor !== applied.join('-')) {
    setShownFor(applied.join('-'));
    setValues(applied);
  }
  const hintId = useId();
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const fields = event.currentTarget.closest('.listing-price');
    const stays = event.relatedTarget instanceof Node && fields?.contains(event.relatedTarget);
    if (!stays && values.join('-') !== applied.join('-')) event.currentTarget.closest('form')?.requestSubmit();
  };
  const field = (n: 0 | 1, label: string, name: string) => (
    <label className="listing-price__field">
      {label}
      <input
        type="text"
        inputMode="decimal"
        name={name}
        value={values[n]}
        placeholder="0"
        aria-describedby={highest ? hintId : undefined}
        onChange={(event) => setValues(n === 0 ? [event.target.value, values[1]] : [values[0], event.target.value])}
        onBlur={leave}
      />
    </label>
  );
  return (
    <Disclosure title={LISTING_TEXT.price} chosen={applied.some(Boolean) ? 1 : 0}>
      {highest && (
        <p id={hintId} className="listing-price__hint">
          {LISTING_TEXT.highest(highest)}
        </p>
      )}
      <div className="listing-price">
        {field(0, LISTING_TEXT.from, LISTING_PARAMS.minPrice)}
        {field(1, LISTING_TEXT.to, LISTING_PARAMS.maxPrice)}
      </div>
    </Disclosure>
  );
}

/** The filters in use, each a link to the listing without it, and one to the listing without any. */
function ActiveFilters(props: { listing: Listing; currency: string; hrefOf: (l: Listing) => string }) {
  const { listing, currency, hrefOf } = props;
  const f = listing.filter;
  const without = (filter: ListingFilter) => hrefOf({ ...listing, filter: { ...f, ...filter } });
  const chips: { label: string; href: string }[] = [];
  if (f.availability) chips.push({ label: AVAILABILITY_LABELS[f.availability], href: without({ availability: null }) });
  for (const code of f.productTypes ?? [])
    chips.push({
      label: TYPE_LABELS[productTypeName(code)],
      href: without({ productTypes: (f.productTypes ?? []).filter((t) => t !== code) }),
    });
  if (f.minPriceCents != null || f.maxPriceCents != null) {
    const from = formatMoney(f.minPriceCents ?? 0, currency);
    const label = f.maxPriceCents == null ? `${from}+` : `${from}–${formatMoney(f.maxPriceCents, currency)}`;
    chips.push({ label: `${LISTING_TEXT.price}: ${label}`, href: without({ minPriceCents: null, maxPriceCents: null }) });
  }
  return (
    <ul className="listing-active">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link href={chip.href} className="listing-active__chip" aria-label={LISTING_TEXT.remove(chip.label)}>
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link href={hrefOf({ sort: listing.sort, filter: {} })} className="listing-active__clear">
          {LISTING_TEXT.clearAll}
        </Link>
      </li>
    </ul>
  );
}
