// Spec §2 "Page context read" (domain/page-context.ts): pageType, website (id, timeZone), collection (id, type),
// product, authenticatedAccount (id) and websiteSettings.storeSettings.expressCheckout as one JSON object.
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_CONTEXT, pageContextOf, parsePageContext } from '../../domain/page-context.ts';
import { CollectionType, PageType } from '../../domain/site-structure.ts';

const site = { id: 'w1', timeZone: 'Europe/Paris', expressCheckout: true };
const tote = { id: 'p1', title: 'Canvas Tote', productType: 1, isSubscribable: false };

describe('page context read: pageType, website (id, timeZone), collection (id, type), product, authenticatedAccount (id), websiteSettings.storeSettings.expressCheckout', () => {
  it('a product page says all of them', () => {
    const screen = { pageType: PageType.CONTENT_ITEM, collection: { id: 'c1', type: CollectionType.PRODUCTS }, product: tote };
    expect(pageContextOf(site, screen, 'u1')).toEqual({
      pageType: 50,
      website: { id: 'w1', timeZone: 'Europe/Paris' },
      collection: { id: 'c1', type: 13 },
      product: tote,
      authenticatedAccount: { id: 'u1' },
      websiteSettings: { storeSettings: { expressCheckout: true } },
    });
  });

  it('a page without a collection, product or signed-in shopper says null for them', () => {
    expect(pageContextOf(site, { pageType: PageType.SHOW_CART }, null)).toMatchObject({
      pageType: 200,
      collection: null,
      product: null,
      authenticatedAccount: null,
    });
  });

  it('before the website and the screen are known, every part is null', () => {
    expect(pageContextOf(null, null, null)).toEqual(EMPTY_PAGE_CONTEXT);
  });

  it('the product carries only its documented fields', () => {
    const screen = { pageType: PageType.CONTENT_ITEM, product: { ...tote, secret: 'x' } as typeof tote };
    expect(pageContextOf(site, screen, null).product).toEqual(tote);
  });

  it('reads back what the server wrote, and keeps only well-formed parts of anything else', () => {
    const written = pageContextOf(site, { pageType: PageType.PAGE, collection: { id: 'c2', type: CollectionType.PAGE } }, 'u1');
    expect(parsePageContext(JSON.stringify(written))).toEqual(written);
    expect(parsePageContext('not json')).toEqual(EMPTY_PAGE_CONTEXT);
    expect(parsePageContext(null)).toEqual(EMPTY_PAGE_CONTEXT);
    expect(parsePageContext('{"pageType":"50","website":{"id":1},"authenticatedAccount":{"id":"u1"}}')).toEqual({
      ...EMPTY_PAGE_CONTEXT,
      authenticatedAccount: { id: 'u1' },
    });
  });
});
