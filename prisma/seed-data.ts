// The demo store's content: a USD website with every product type and a second website in JPY.
import { createHash } from 'node:crypto';
import { giftCardCodeFrom } from '../domain/gift-card.ts';

export type VariantSeed = {
  sku: string;
  attributes?: Record<string, string>;
  price: number;
  salePrice?: number;
  onSale?: boolean;
  unlimited?: boolean;
  qty?: number;
  weightGrams?: number;
};
export type ProductSeed = {
  id: string;
  title: string;
  slug: string;
  productType: 1 | 2 | 3 | 4 | 5;
  excerpt: string;
  options?: string[];
  variants: VariantSeed[];
  image: string;
  subscribable?: boolean;
  formId?: string;
  customAddButtonText?: string;
  merchandising?: {
    scarcityEnabled?: boolean;
    scarcityThreshold?: number;
    restockNotificationsEnabled?: boolean;
    customSoldOutText?: string;
    mailingListSignUpEnabled?: boolean;
  };
};
export type WebsiteSeed = {
  id: string;
  name: string;
  currency: string;
  country: string;
  language: string;
  timeZone: string;
  hostnames: string[];
  afterPay?: { minCents: number; maxCents: number };
  collection: { id: string; title: string; slug: string };
  products: ProductSeed[];
  /** The site's forms and checkout settings (shipping, tax, a coupon, a gift card), when it has them. */
  forms?: { engraving: string; contact: string; newsletter: string };
  checkout?: { giftCardCode: string };
  /** Pages, posts, events and a gallery around the shop (prisma/seed-site.ts). */
  siteContent?: boolean;
};

const sizes = ['S', 'M', 'L'];
const colors = ['Black', 'White'];

export const DEMO_WEBSITE_ID = 'site-demo';
export const TOKYO_WEBSITE_ID = 'site-tokyo';

export const demoWebsites: WebsiteSeed[] = [
  {
    id: DEMO_WEBSITE_ID,
    name: 'Shopwright Demo Store',
    currency: 'USD',
    country: 'US',
    language: 'en-US',
    timeZone: 'America/New_York',
    hostnames: ['localhost', '127.0.0.1'],
    afterPay: { minCents: 100, maxCents: 200000 },
    collection: { id: 'col-shop', title: 'Shop', slug: 'shop' },
    forms: { engraving: 'form-engraving', contact: 'form-contact', newsletter: 'form-newsletter' },
    checkout: { giftCardCode: 'TESTCARD2345XMAS' },
    siteContent: true,
    products: [
      {
        id: 'prod-classic-tee',
        title: 'Classic Tee',
        slug: 'classic-tee',
        productType: 1,
        excerpt: 'Heavyweight cotton tee in two colours.',
        options: ['Size', 'Color'],
        image: '/images/tee.svg',
        variants: sizes.flatMap((size) =>
          colors.map((color) => ({
            sku: `TEE-${size}-${color.toUpperCase()}`,
            attributes: { Size: size, Color: color },
            price: 2500,
            salePrice: size === 'M' && color === 'Black' ? 1900 : 0,
            onSale: size === 'M' && color === 'Black',
            qty: size === 'S' && color === 'White' ? 0 : 12,
            weightGrams: 200,
          })),
        ),
      },
      {
        id: 'prod-canvas-tote',
        title: 'Canvas Tote',
        slug: 'canvas-tote',
        productType: 1,
        excerpt: 'A sturdy tote. Almost gone.',
        image: '/images/tote.svg',
        variants: [{ sku: 'TOTE-NATURAL', price: 3200, qty: 3, weightGrams: 300 }],
        merchandising: { scarcityEnabled: true, scarcityThreshold: 5 },
      },
      {
        id: 'prod-wool-beanie',
        title: 'Wool Beanie',
        slug: 'wool-beanie',
        productType: 1,
        excerpt: 'Back soon: join the restock list.',
        options: ['Color'],
        image: '/images/beanie.svg',
        variants: [
          { sku: 'BEANIE-GREY', attributes: { Color: 'Grey' }, price: 2800, qty: 0, weightGrams: 120 },
          { sku: 'BEANIE-NAVY', attributes: { Color: 'Navy' }, price: 2800, qty: 0, weightGrams: 120 },
        ],
        merchandising: { restockNotificationsEnabled: true, mailingListSignUpEnabled: true, customSoldOutText: 'Back soon' },
      },
      {
        id: 'prod-digital-lookbook',
        title: 'Digital Lookbook',
        slug: 'digital-lookbook',
        productType: 2,
        excerpt: 'A downloadable PDF of this season.',
        image: '/images/lookbook.svg',
        variants: [{ sku: 'LOOKBOOK-PDF', price: 1200, salePrice: 800, onSale: true, unlimited: true }],
      },
      {
        id: 'prod-styling-session',
        title: 'Styling Session',
        slug: 'styling-session',
        productType: 3,
        excerpt: 'One hour with a stylist.',
        image: '/images/session.svg',
        variants: [{ sku: 'SESSION-60', price: 9000, qty: 8 }],
      },
      {
        id: 'prod-gift-card',
        title: 'Gift Card',
        slug: 'gift-card',
        productType: 4,
        excerpt: 'Delivered by email.',
        options: ['Amount'],
        image: '/images/gift-card.svg',
        variants: [2500, 5000, 10000].map((cents) => ({
          sku: `GIFT-${cents / 100}`,
          attributes: { Amount: `$${cents / 100}.00` },
          price: cents,
          unlimited: true,
        })),
      },
      {
        id: 'prod-coffee-subscription',
        title: 'House Coffee',
        slug: 'house-coffee',
        productType: 1,
        excerpt: 'Fresh beans, monthly or yearly.',
        image: '/images/coffee.svg',
        subscribable: true,
        variants: [{ sku: 'COFFEE-1KG', price: 1800, unlimited: true, weightGrams: 1000 }],
      },
      {
        id: 'prod-engraved-mug',
        title: 'Engraved Mug',
        slug: 'engraved-mug',
        productType: 1,
        excerpt: 'Your words, engraved.',
        image: '/images/mug.svg',
        formId: 'form-engraving',
        customAddButtonText: 'Personalise & Add',
        variants: [{ sku: 'MUG-ENGRAVED', price: 2400, qty: 20, weightGrams: 450 }],
      },
    ],
  },
  {
    id: TOKYO_WEBSITE_ID,
    name: 'Shopwright Tokyo',
    currency: 'JPY',
    country: 'JP',
    language: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    hostnames: ['jp.localhost'],
    collection: { id: 'col-tokyo-shop', title: 'Shop', slug: 'shop' },
    products: [
      {
        id: 'prod-matcha-set',
        title: 'Matcha Set',
        slug: 'matcha-set',
        productType: 1,
        excerpt: 'Whisk, bowl and tin.',
        image: '/images/matcha.svg',
        variants: [{ sku: 'MATCHA-SET', price: 4800, salePrice: 3900, onSale: true, qty: 10 }],
      },
      {
        id: 'prod-furoshiki',
        title: 'Furoshiki',
        slug: 'furoshiki',
        productType: 1,
        excerpt: 'Wrapping cloth.',
        options: ['Pattern'],
        image: '/images/furoshiki.svg',
        variants: [
          { sku: 'FUROSHIKI-WAVE', attributes: { Pattern: 'Wave' }, price: 2200, qty: 5 },
          { sku: 'FUROSHIKI-CRANE', attributes: { Pattern: 'Crane' }, price: 2600, qty: 0 },
        ],
      },
    ],
  },
];

/** The USD demo store again, under ids of its own (`prefix`-…) and its own host name `prefix.localhost`: browser
 * tests give each test one, so that tests never share stock, carts or settings. */
export function demoStoreCopy(
  prefix: string,
): WebsiteSeed & { forms: NonNullable<WebsiteSeed['forms']>; checkout: { giftCardCode: string } } {
  const demo = demoWebsites[0];
  const id = (original: string) => `${prefix}-${original}`;
  const code = giftCardCodeFrom(createHash('sha256').update(prefix).digest());
  return {
    ...demo,
    id: prefix,
    hostnames: [`${prefix}.localhost`],
    collection: { ...demo.collection, id: id(demo.collection.id) },
    products: demo.products.map((p) => ({ ...p, id: id(p.id), formId: p.formId ? id(p.formId) : undefined })),
    forms: { engraving: id('form-engraving'), contact: id('form-contact'), newsletter: id('form-newsletter') },
    checkout: { giftCardCode: code },
  };
}
