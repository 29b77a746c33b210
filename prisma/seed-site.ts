// The demo website around the shop: a home page built from blocks, the shop, a journal (blog) of three posts with
// comments, an events page (two coming, one past), a page showing one gallery in each of the four designs, and a
// "More" folder with an about page and questions and answers. Dates are relative to the day it is seeded.
import { parseBlockList } from '../domain/blocks.ts';
import { parsePromoPopup } from '../domain/promo-popup.ts';
import { searchTextOf } from '../domain/search-text.ts';
import { CollectionType, FolderBehavior, RecordType } from '../domain/site-structure.ts';
import type { Tx } from '../server/db/client.ts';

type Page = {
  id: string;
  title: string;
  slug: string;
  kind: string;
  type: number;
  /** What search engines show under the page's title (its meta description). */
  description?: string;
  navigation?: string;
  folderId?: string;
  blocks?: unknown[];
};

const DAY = 24 * 60 * 60 * 1000;

/** The website, its shop, and the product the home page puts in the spotlight (one not among the shop's first four). */
export type SiteContentIds = { websiteId: string; shopId: string; spotlightProductId: string };

const GALLERY_IMAGES = [
  { slug: 'studio', title: 'The studio', excerpt: '<p>Where every piece is cut and sewn.</p>' },
  { slug: 'market', title: 'Saturday market', excerpt: '<p>Our stall by the fountain, every weekend.</p>' },
  { slug: 'workshop', title: 'Dye workshop', excerpt: '<p>Indigo, madder and a lot of patience.</p>' },
  { slug: 'harbor', title: 'Harbor shoot', excerpt: '<p>The winter collection by the sea.</p>' },
  { slug: 'forest', title: 'Forest walk', excerpt: '<p>Wool beanies, tested in the cold.</p>' },
  { slug: 'evening', title: 'Evening light', excerpt: '<p>The last shoot of the year.</p>' },
];

const POSTS = [
  {
    slug: 'why-organic-cotton',
    title: 'Why we switched to organic cotton',
    author: 'Maya Lin',
    excerpt: '<p>Softer on skin, kinder to the fields it grows in — and it lasts.</p>',
    daysAgo: 3,
    blocks: [
      {
        type: 'markdown',
        data: {
          markdown:
            'Three years ago we set out to make a tee that lasts.\n\n- **Grown** without synthetic pesticides\n- **Spun** in one mill we visit twice a year\n- **Sewn** in our studio',
        },
      },
      { type: 'quote', data: { text: 'The best tee is the one you never have to replace.', source: 'Maya Lin' } },
    ],
    comments: [
      { authorName: 'Sam', email: 'sam@example.com', body: 'Had mine for two years and it still looks new.' },
      { authorName: 'Priya', email: 'priya@example.com', body: 'Love that you name the mill.' },
    ],
  },
  {
    slug: 'caring-for-wool',
    title: 'Caring for wool',
    author: 'Jonas Berg',
    excerpt: '<p>Cold water, a little soap, and lay it flat to dry.</p>',
    daysAgo: 12,
    blocks: [
      {
        type: 'html',
        data: { html: '<p>Wool cleans itself more than you think. Air it out between wears and wash it only when it needs it.</p>' },
      },
      {
        type: 'accordion',
        data: {
          items: [
            { title: 'Can I machine wash it?', body: '<p>On a wool cycle, cold, in a mesh bag.</p>' },
            { title: 'What about pilling?', body: '<p>A fabric comb takes it off in a minute.</p>' },
          ],
        },
      },
    ],
    comments: [{ authorName: 'Alex', email: 'alex@example.com', body: 'The mesh bag tip saved my favourite beanie.' }],
  },
  {
    slug: 'studio-open-day',
    title: 'Our studio open day',
    author: 'Maya Lin',
    excerpt: '<p>Photos and notes from a day with two hundred visitors.</p>',
    daysAgo: 30,
    blocks: [{ type: 'html', data: { html: '<p>Thank you to everyone who came by. Here is what you saw.</p>' } }],
    comments: [],
  },
];

const EVENTS = [
  { slug: 'winter-market', title: 'Winter market', inDays: 14, hours: [10, 16], line1: '1 Market Square', line2: 'Portland, OR 97204' },
  { slug: 'dye-workshop', title: 'Natural dye workshop', inDays: 40, hours: [13, 17], line1: '22 Mill Lane', line2: 'Portland, OR 97209' },
  { slug: 'summer-sale', title: 'Summer studio sale', inDays: -60, hours: [9, 18], line1: '8 Studio Row', line2: 'Portland, OR 97214' },
];

/** Blocks as the owner API would store them: checked, defaults filled (a mistake here stops the seed). */
function checked(blocks: unknown[], where: string) {
  const parsed = parseBlockList(blocks);
  if (!parsed.ok) throw new Error(`Demo blocks of ${where}: ${parsed.problems.map((p) => `${p.field} ${p.message}`).join('; ')}`);
  return parsed.blocks as never;
}

const settings = (design: string, more: Record<string, unknown> = {}) => ({ design, lightbox: true, ...more });

/** Seeds the demo website's pages, posts, events and gallery around its shop. */
export async function seedSiteContent(tx: Tx, ids: SiteContentIds, now = new Date()) {
  const { websiteId } = ids;
  const galleryId = `${websiteId}-lookbook`;
  const journalId = `${websiteId}-journal`;
  const folderId = `${websiteId}-more`;
  const pages: Page[] = [
    {
      id: `${websiteId}-home`,
      title: 'Home',
      slug: 'home',
      kind: 'page',
      type: CollectionType.PAGE,
      description:
        'Clothes made slowly in a small Portland studio: organic cotton tees, wool beanies and canvas totes, made to be worn for years.',
      // A hero (no block type of its own: a wide image, a heading with a line of text, a button), the shop's first
      // products in a grid, a product in the spotlight, the journal's latest posts, our promise and the map. No
      // newsletter block: every page's footer has the sign-up form (the About page carries the block).
      blocks: [
        {
          id: 'hero',
          type: 'image',
          data: { assetUrl: '/images/site/studio-hero.svg', altText: 'The studio, with bolts of cloth', width: 1600, height: 1000 },
        },
        {
          id: 'welcome',
          type: 'html',
          data: {
            html: '<h2>Clothes made slowly, to be worn for years</h2><p>Organic cotton, local wool, and a small studio in Portland.</p>',
          },
        },
        { id: 'shop-button', type: 'button', data: { label: 'Shop now', url: '/shop', size: 'large' } },
        { id: 'featured-title', type: 'html', data: { html: '<h2>Featured products</h2>' } },
        { id: 'featured', type: 'summary-v2', data: { collectionId: ids.shopId, design: 'grid', limit: 4 } },
        { id: 'spotlight', type: 'product', data: { productId: ids.spotlightProductId, showExcerpt: true } },
        { id: 'latest-title', type: 'html', data: { html: '<h2>From the journal</h2>' } },
        { id: 'latest', type: 'summary-v2', data: { collectionId: journalId, design: 'grid', limit: 3, showDate: true } },
        { id: 'promise', type: 'quote', data: { text: 'If it wears out, we will mend it.', source: 'Our promise' } },
        {
          id: 'visit',
          type: 'map',
          data: { lat: 45.5231, lng: -122.6765, zoom: 15, label: 'Shopwright Studio', address: '8 Studio Row, Portland, OR 97214' },
        },
      ],
    },
    {
      id: journalId,
      title: 'Journal',
      slug: 'journal',
      kind: 'blog',
      type: CollectionType.GENERIC,
      description: 'Notes from the studio: how our clothes are made, how to care for them, and what we are working on next.',
    },
    { id: `${websiteId}-events`, title: 'Events', slug: 'events', kind: 'events', type: CollectionType.GENERIC },
    {
      id: `${websiteId}-galleries`,
      title: 'Galleries',
      slug: 'galleries',
      kind: 'page',
      type: CollectionType.PAGE,
      blocks: [
        {
          id: 'slideshow',
          type: 'gallery',
          data: { collectionId: galleryId, settings: settings('slideshow', { autoplay: true, 'autoplay-duration': 5, thumbnails: true }) },
        },
        { id: 'carousel', type: 'gallery', data: { collectionId: galleryId, settings: settings('slider') } },
        {
          id: 'grid',
          type: 'gallery',
          data: { collectionId: galleryId, settings: settings('grid', { 'thumbnails-per-row': 3, 'aspect-ratio': 'four-three' }) },
        },
        { id: 'stacked', type: 'gallery', data: { collectionId: galleryId, settings: settings('stacked', { lightboxTheme: 'light' }) } },
      ],
    },
    { id: folderId, title: 'More', slug: 'more', kind: 'folder', type: CollectionType.PAGE },
    {
      id: `${websiteId}-about`,
      title: 'About',
      slug: 'about',
      kind: 'page',
      type: CollectionType.PAGE,
      folderId,
      blocks: [
        {
          type: 'markdown',
          data: {
            markdown:
              '## A small studio\n\nWe are four people who make clothes we want to wear for a decade. Everything we sell is cut and sewn within a few miles of the shop.',
          },
        },
        { type: 'video', data: { url: 'https://vimeo.com/76979871', caption: 'A day in the studio' } },
        { type: 'newsletter', data: { title: 'Letters from the studio', description: 'New pieces and events, once a month.' } },
      ],
    },
    {
      id: `${websiteId}-faq`,
      title: 'Questions',
      slug: 'questions',
      kind: 'page',
      type: CollectionType.PAGE,
      folderId,
      blocks: [
        {
          type: 'accordion',
          data: {
            items: [
              { title: 'How long does shipping take?', body: '<p>Two to five working days in the US.</p>' },
              { title: 'Can I return something?', body: '<p>Within 30 days, unworn, with the tags on.</p>' },
              { title: 'Do you mend?', body: '<p>Yes — free, for as long as you own it.</p>' },
            ],
          },
        },
      ],
    },
    { id: galleryId, title: 'Lookbook', slug: 'lookbook', kind: 'gallery', type: CollectionType.GALLERY_BLOCK, navigation: 'NOT_LINKED' },
  ];

  // The home page comes first in the main navigation; the shop after it.
  await tx.collection.update({ where: { id: ids.shopId }, data: { position: 1 } });
  const positions = new Map<string, number>();
  const nextPosition = (key: string, start: number) => {
    const n = positions.get(key) ?? start;
    positions.set(key, n + 1);
    return n;
  };
  for (const page of pages) {
    const navigation = page.navigation ?? 'MAIN';
    const folder = page.folderId ?? null;
    const key = `${navigation}/${folder ?? ''}`;
    const position = page.id.endsWith('-home') ? 0 : nextPosition(key, navigation === 'MAIN' && !folder ? 2 : 0);
    await tx.collection.create({
      data: {
        id: page.id,
        websiteId,
        title: page.title,
        urlSlug: page.slug,
        type: page.type,
        typeName: page.kind,
        isFolder: page.kind === 'folder',
        folderBehavior: page.kind === 'folder' ? FolderBehavior.INDEX : null,
        folderId: folder,
        navigation,
        position,
        blocks: page.blocks ? checked(page.blocks, page.title) : undefined,
        description: page.description ?? '',
      },
    });
  }

  for (const [position, image] of GALLERY_IMAGES.entries())
    await tx.item.create({
      data: {
        id: `${galleryId}-${image.slug}`,
        websiteId,
        collectionId: galleryId,
        recordType: RecordType.IMAGE,
        title: image.title,
        urlSlug: image.slug,
        excerpt: image.excerpt,
        assetUrl: `/images/site/${image.slug}.svg`,
        imageWidth: 1600,
        imageHeight: 1000,
        altText: image.title,
        status: 'PUBLISHED',
        publishOn: new Date(now.getTime() - DAY),
        position,
        searchText: searchTextOf(image.title, image.slug),
      },
    });

  for (const post of POSTS) {
    const publishOn = new Date(now.getTime() - post.daysAgo * DAY);
    const item = await tx.item.create({
      data: {
        id: `${journalId}-${post.slug}`,
        websiteId,
        collectionId: journalId,
        recordType: RecordType.TEXT,
        title: post.title,
        urlSlug: post.slug,
        excerpt: post.excerpt,
        blocks: checked(post.blocks, post.title),
        authorName: post.author,
        status: 'PUBLISHED',
        publishOn,
        commentState: 1,
        publicCommentCount: post.comments.length,
        searchText: searchTextOf(post.title, post.slug),
      },
    });
    for (const [i, comment] of post.comments.entries())
      await tx.itemComment.create({
        data: {
          websiteId,
          itemId: item.id,
          ...comment,
          status: 'APPROVED',
          createdAt: new Date(publishOn.getTime() + (i + 1) * 3_600_000),
        },
      });
  }

  for (const event of EVENTS) {
    const day = new Date(now.getTime() + event.inDays * DAY);
    const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 8));
    await tx.item.create({
      data: {
        id: `${websiteId}-events-${event.slug}`,
        websiteId,
        collectionId: `${websiteId}-events`,
        recordType: RecordType.EVENT,
        title: event.title,
        urlSlug: event.slug,
        excerpt: `<p>${event.title}: come and say hello.</p>`,
        startDate: at(event.hours[0]),
        endDate: at(event.hours[1]),
        location: { addressLine1: event.line1, addressLine2: event.line2, addressCountry: 'United States', mapLat: 45.52, mapLng: -122.68 },
        status: 'PUBLISHED',
        publishOn: new Date(now.getTime() - 90 * DAY),
        searchText: searchTextOf(event.title, event.slug),
      },
    });
  }

  // The promo popup: the newsletter sign-up with a first-order discount, 5 s after the home page loads, in a corner.
  const promoPopup = parsePromoPopup({
    enabled: true,
    title: '10% off your first order',
    body: '<p>Join our newsletter for new pieces and studio events, and take 10% off your first order.</p>',
    form: 'newsletter',
    trigger: 'load',
    delaySeconds: 5,
    pages: 'home',
    position: 'bottom-right',
  });
  if (!promoPopup.ok) throw new Error(`Demo promo popup: ${promoPopup.problems.map((p) => `${p.field} ${p.message}`).join('; ')}`);
  await tx.website.update({
    where: { id: websiteId },
    data: { commentsEnabled: true, simpleLikingEnabled: true, promoPopup: promoPopup.settings },
  });
}
