// Where on the site a shopping event happens (spec §2 analytics page types): screens and product lists say it for
// everything inside them — a listing (plp), a product page (pdp), the cart and add-on lists (add-on), a product block
// on a page (product_block) — and whether the products there are related ones ('Customers also bought'), so the
// same card and button record the right event wherever they are.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { ShoppingEventName } from '../../../domain/analytics.ts';
import { type AnalyticsPageType, recordShoppingEvent, type ShoppingEvent } from './shopping-events.ts';

export type { AnalyticsPageType };

type Place = { pageType: AnalyticsPageType; related: boolean };

const PlaceContext = createContext<Place>({ pageType: 'plp', related: false });

export function ShoppingPlace({
  pageType,
  related = false,
  children,
}: {
  pageType: AnalyticsPageType;
  related?: boolean;
  children: ReactNode;
}) {
  const place = useMemo(() => ({ pageType, related }), [pageType, related]);
  return <PlaceContext value={place}>{children}</PlaceContext>;
}

/** An event's details; its page type is the place's unless given. */
export type EventFields = Omit<ShoppingEvent, 'name' | 'pageType'> & { pageType?: AnalyticsPageType };

export type ShoppingEvents = {
  /** Whether the products here are related ones (their clicks and adds are also related product events). */
  related: boolean;
  record: (name: ShoppingEventName, fields?: EventFields) => void;
};

export function useShoppingEvents(): ShoppingEvents {
  const place = useContext(PlaceContext);
  return useMemo(
    () => ({
      related: place.related,
      record: (name, { pageType = place.pageType, ...fields } = {}) => recordShoppingEvent({ name, pageType, ...fields }),
    }),
    [place],
  );
}

/** Records `name` once for each of `events` when the caller has them (null while loading), again only when what they
 * are about changes (their ids; not their items, whose stock may change while they are shown): a product page's
 * visit, the cart's, a related list's display. */
export function useShoppingEventOnce(name: ShoppingEventName, events: EventFields | readonly EventFields[] | null): void {
  const { record } = useShoppingEvents();
  const list = events === null ? null : Array.isArray(events) ? events : [events as EventFields];
  const key = list && list.length > 0 ? JSON.stringify(list.map(({ items: _, ...ids }) => ids)) : null;
  const latest = useRef(list);
  latest.current = list;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || recorded.current === key) return;
    recorded.current = key;
    for (const fields of latest.current ?? []) record(name, fields);
  }, [key, name, record]);
}
