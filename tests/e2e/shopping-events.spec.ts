// Shopping events end to end (spec §3 "Analytics event families", §7 RecordEvent, docs/analytics.md): a shopper walks
// the storefront in Chromium and each of the spec's 11 shopping events reaches the server — read back from the rows
// the collector writes — in its analytics page type, naming its products as analytics items (spec §3). Nothing is
// intercepted.
import { SHOPPING_EVENTS } from '../../domain/analytics.ts';
import { expect, test, updateStoreSettings } from './owner.ts';
import { addedPopover, cartLine, openCart, openProduct } from './storefront.ts';

type Item = Record<string, unknown>;
type Row = { name: string; pageType: string | null; productId: string | null; payload: { items?: Item[] } | null };

test('all 11 shopping events reach the server from a shopper’s walk, each naming its products as analytics items', async ({
  page,
  request,
  db,
  store,
  ownerToken,
}) => {
  await updateStoreSettings(request, store, ownerToken, { reviewsEnabled: true });

  // The listing (visit product list), then the mug's page (visit product page); its reviews tab is clicked (reviews
  // tab click); its custom form opens and is saved with the add (custom product form open / save, add to cart).
  const mug = await openProduct(page, 'Engraved Mug');
  await mug.getByRole('link', { name: 'No reviews yet' }).click();
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeInViewport();
  await mug.getByRole('button', { name: 'Personalise & Add' }).click();
  const form = page.getByRole('dialog', { name: 'Engraving details' });
  await form.getByRole('textbox', { name: 'Engraving text' }).fill('For Ada');
  await form.getByRole('combobox', { name: 'Font' }).selectOption('Script');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addedPopover(page)).toContainText('Engraved Mug was added to your cart.');

  // The cart page (view cart) with 'Customers also bought' (related product display); the tote added from there
  // (related product add), the mug removed (remove from cart), then a related product followed (related product click).
  await openCart(page);
  const related = page.getByRole('region', { name: 'Customers also bought' });
  await related.getByRole('article', { name: 'Canvas Tote' }).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartLine(page, 'Canvas Tote')).toBeVisible();
  await cartLine(page, 'Engraved Mug').getByRole('button', { name: 'Remove' }).click();
  await expect(cartLine(page, 'Engraved Mug')).toHaveCount(0);
  await related.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  // Leaving hides the page: what waits leaves at once.
  await page.goto('about:blank');

  const rows = async () =>
    (await db.analyticsEvent.findMany({
      where: { websiteId: store.websiteId, family: 'shopping' },
      orderBy: { createdAt: 'asc' },
    })) as Row[];
  // Every event has arrived, the last page's too (its view is sent as the page hides: it may land after the others).
  const arrived = (all: Row[]) => ({
    names: [...new Set(all.map((r) => r.name))].sort(),
    lastPage: all.some((r) => r.name === 'visit product page' && (r.payload?.items ?? []).some((i) => i.title === 'Classic Tee')),
  });
  await expect.poll(async () => arrived(await rows()), { timeout: 15_000 }).toEqual({ names: [...SHOPPING_EVENTS].sort(), lastPage: true });

  const events = await rows();
  const named = (name: string) => events.filter((r) => r.name === name);
  const titles = (name: string) => named(name).flatMap((r) => (r.payload?.items ?? []).map((i) => i.title));
  const pageTypes = (name: string) => [...new Set(named(name).map((r) => r.pageType))];

  // Where each happened (spec §2 analytics page types): the cart and its related products are the add-on context.
  expect(pageTypes('visit product list')).toEqual(['plp']);
  expect(pageTypes('visit product page')).toEqual(['pdp']);
  expect(pageTypes('reviews tab click')).toEqual(['pdp']);
  expect(pageTypes('custom product form open')).toEqual(['pdp']);
  expect(pageTypes('custom product form save')).toEqual(['pdp']);
  expect(pageTypes('view cart')).toEqual(['add-on']);
  expect(pageTypes('remove from cart')).toEqual(['add-on']);
  expect(pageTypes('related product display')).toEqual(['add-on']);
  expect(pageTypes('related product click')).toEqual(['add-on']);
  expect(pageTypes('related product add')).toEqual(['add-on']);
  expect(new Set(pageTypes('add to cart'))).toEqual(new Set(['pdp', 'add-on']));

  // Which products each names.
  expect(titles('visit product list')).toContain('Engraved Mug');
  expect(titles('visit product page')).toEqual(['Engraved Mug', 'Classic Tee']);
  expect(titles('reviews tab click')).toEqual(['Engraved Mug']);
  expect(titles('custom product form open')).toEqual(['Engraved Mug']);
  expect(titles('custom product form save')).toEqual(['Engraved Mug']);
  expect(titles('add to cart')).toEqual(['Engraved Mug', 'Canvas Tote']);
  expect(titles('view cart')).toEqual(['Engraved Mug']);
  expect(titles('related product display')).toContain('Canvas Tote');
  expect(titles('related product add')).toEqual(['Canvas Tote']);
  expect(titles('remove from cart')).toEqual(['Engraved Mug']);
  expect(titles('related product click')).toEqual(['Classic Tee']);

  // Every item of every event carries the spec's fields.
  const collection = await db.collection.findFirstOrThrow({ where: { websiteId: store.websiteId, urlSlug: 'shop' } });
  const products = await db.product.findMany({
    where: { websiteId: store.websiteId },
    select: { id: true, item: { select: { title: true } } },
  });
  const idOf = new Map(products.map((p) => [p.item.title, p.id]));
  for (const event of events)
    for (const item of event.payload?.items ?? [])
      expect(item, event.name).toEqual({
        id: idOf.get(String(item.title)),
        title: item.title,
        productType: expect.any(Number),
        collectionId: collection.id,
        collectionTitle: collection.title,
        isSubscription: expect.any(Boolean),
        soldOut: expect.any(Boolean),
      });
  expect(named('remove from cart')[0].payload?.items).toEqual([
    {
      id: idOf.get('Engraved Mug'),
      title: 'Engraved Mug',
      productType: 1,
      collectionId: collection.id,
      collectionTitle: 'Shop',
      isSubscription: false,
      soldOut: false,
    },
  ]);
});

test('reviews tab click: a click on the reviews tab, not the reviews scrolled into view or a page opened at #reviews', async ({
  page,
  request,
  db,
  store,
  ownerToken,
}) => {
  await updateStoreSettings(request, store, ownerToken, { reviewsEnabled: true });
  const mug = await db.product.findFirstOrThrow({ where: { websiteId: store.websiteId, item: { urlSlug: 'engraved-mug' } } });
  await db.productReview.createMany({
    data: [4, 5].map((rating, i) => ({
      websiteId: store.websiteId,
      productId: mug.id,
      email: `buyer-${i}@example.com`,
      authorName: `Buyer ${i}`,
      rating,
      body: `Review ${i}`,
      status: 'APPROVED' as const,
    })),
  });
  const rows = (name: string) => db.analyticsEvent.findMany({ where: { websiteId: store.websiteId, family: 'shopping', name } });

  // A page opened at its reviews, then scrolled through them: no click, no event.
  await page.goto('/shop/engraved-mug#reviews');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toBeInViewport();
  await page.mouse.wheel(0, -2000);
  await page.mouse.wheel(0, 2000);
  await page.goto('about:blank');
  // The page's visit has arrived, so has everything it recorded (leaving sends what waits, at once).
  await expect.poll(async () => (await rows('visit product page')).length).toBe(1);
  expect(await rows('reviews tab click')).toEqual([]);

  // The tab under the title: the rating and the count, leading to the reviews; its click is the event.
  await page.goto('/shop/engraved-mug');
  const tab = page.getByRole('article', { name: 'Engraved Mug' }).getByRole('link', { name: '4.5 out of 5 stars 2 reviews' });
  await expect(reviews).not.toBeInViewport();
  await tab.click();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(reviews).toBeInViewport();
  await page.goto('about:blank');
  await expect
    .poll(async () =>
      (await rows('reviews tab click')).map((r) => [r.pageType, r.productId, (r.payload as Row['payload'])?.items?.[0]?.title]),
    )
    .toEqual([['pdp', mug.id, 'Engraved Mug']]);
});
