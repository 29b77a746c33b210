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
  /** Its image: an index into the product's images (the first when left out). */
  image?: number;
};
/** A product image: a file under client/public/images and its alt text. */
export type ImageSeed = { url: string; alt: string };
export type ProductSeed = {
  id: string;
  title: string;
  slug: string;
  productType: 1 | 2 | 3 | 4 | 5;
  excerpt: string;
  /** The product page's description (Item.body): owner HTML of paragraphs, headings and lists. */
  body: string;
  options?: string[];
  variants: VariantSeed[];
  /** In order; the first is the product's main image (listings, search, social cards). */
  images: ImageSeed[];
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
  collection: { id: string; title: string; slug: string; description?: string };
  products: ProductSeed[];
  /** The site's forms and checkout settings (shipping, tax, a coupon, a gift card), when it has them. */
  forms?: { engraving: string; contact: string; newsletter: string };
  checkout?: { giftCardCode: string };
  /** Pages, posts, events and a gallery around the shop (prisma/seed-site.ts); `spotlight` is the slug of the product
   * the home page shows on its own, below the grid of the shop's first products. */
  siteContent?: { spotlight: string };
};

/** A product description as the owner would write it: short paragraphs, then titled lists. */
function description(paragraphs: string[], ...lists: [title: string, items: string[]][]): string {
  const text = paragraphs.map((p) => `<p>${p}</p>`);
  const sections = lists.map(([title, items]) => `<h2>${title}</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  return [...text, ...sections].join('\n');
}

/** A product's images in order: `[file under /images, alt text]` pairs. */
const images = (...pictures: [file: string, alt: string][]): ImageSeed[] =>
  pictures.map(([file, alt]) => ({ url: `/images/${file}`, alt }));

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
    timeZone: 'America/Los_Angeles',
    hostnames: ['localhost', '127.0.0.1'],
    afterPay: { minCents: 100, maxCents: 200000 },
    collection: {
      id: 'col-shop',
      title: 'Shop',
      slug: 'shop',
      description: 'Tees, knitwear, bags and gifts, cut and sewn in our Portland studio.',
    },
    forms: { engraving: 'form-engraving', contact: 'form-contact', newsletter: 'form-newsletter' },
    checkout: { giftCardCode: 'TESTCARD2345XMAS' },
    siteContent: { spotlight: 'engraved-mug' },
    products: [
      {
        id: 'prod-classic-tee',
        title: 'Classic Tee',
        slug: 'classic-tee',
        productType: 1,
        excerpt: 'Heavyweight cotton tee in two colours.',
        body: description(
          [
            'Our everyday tee, cut from a heavyweight organic cotton jersey that keeps its shape wash after wash. It is dense enough to wear on its own and soft enough to sleep in.',
            'A relaxed, straight fit with dropped shoulders and a ribbed crew neck that lies flat. Every one is cut and sewn in our Portland studio.',
          ],
          [
            'Materials and care',
            [
              '<strong>Fabric:</strong> 100% organic cotton jersey, 220 g/m²',
              '<strong>Neck:</strong> 1×1 rib, taped across the back',
              'Machine wash cold, inside out; dry flat or tumble dry low',
              'Pre-shrunk: it shrinks no more than 2% in the wash',
            ],
          ],
          [
            'Size and fit',
            [
              '<strong>S:</strong> chest 96 cm, length 68 cm',
              '<strong>M:</strong> chest 104 cm, length 71 cm',
              '<strong>L:</strong> chest 112 cm, length 74 cm',
              'Our model is 183 cm tall and wears M',
            ],
          ],
        ),
        options: ['Size', 'Color'],
        // The first image stays the white tee's front (tee.svg); each colour's variants show their own front.
        images: images(
          ['tee.svg', 'Classic Tee in white, front'],
          ['tee-black-front.svg', 'Classic Tee in black, front'],
          ['tee-white-back.svg', 'Classic Tee in white, back'],
          ['tee-black-back.svg', 'Classic Tee in black, back'],
          ['tee-detail.svg', 'Classic Tee, close-up of the ribbed collar and stitching'],
        ),
        variants: sizes.flatMap((size) =>
          colors.map((color) => ({
            sku: `TEE-${size}-${color.toUpperCase()}`,
            attributes: { Size: size, Color: color },
            price: 2500,
            salePrice: size === 'M' && color === 'Black' ? 1900 : 0,
            onSale: size === 'M' && color === 'Black',
            qty: size === 'S' && color === 'White' ? 0 : 12,
            weightGrams: 200,
            image: color === 'Black' ? 1 : 0,
          })),
        ),
      },
      {
        id: 'prod-canvas-tote',
        title: 'Canvas Tote',
        slug: 'canvas-tote',
        productType: 1,
        excerpt: 'A sturdy tote. Almost gone.',
        body: description(
          [
            'A tote for the market, the library and everything in between, cut from heavy undyed cotton canvas. The long handles sit comfortably on the shoulder, even when it is full.',
            'Inside there is a flat pocket for keys and a phone. The handles are sewn through the body with a box-and-cross stitch, so they will not pull away.',
          ],
          [
            'Details',
            [
              '<strong>Canvas:</strong> 16 oz cotton, undyed',
              '<strong>Size:</strong> 38 × 42 cm, with a 10 cm gusset',
              '<strong>Handles:</strong> 65 cm, reinforced',
              'One inside pocket, 18 × 20 cm',
              'Spot clean, or machine wash cold; it softens with age',
            ],
          ],
        ),
        images: images(
          ['tote.svg', 'Canvas Tote, front'],
          ['tote-inside.svg', 'Canvas Tote, open, with its inside pocket'],
          ['tote-detail.svg', 'Canvas Tote, close-up of the box-and-cross stitched handle'],
        ),
        variants: [{ sku: 'TOTE-NATURAL', price: 3200, qty: 3, weightGrams: 300 }],
        merchandising: { scarcityEnabled: true, scarcityThreshold: 5 },
      },
      {
        id: 'prod-wool-beanie',
        title: 'Wool Beanie',
        slug: 'wool-beanie',
        productType: 1,
        excerpt: 'Back soon: join the restock list.',
        body: description(
          [
            'A close-fitting beanie knitted from soft Merino wool in a deep rib. The double-layered cuff keeps your ears warm; wear it turned up, or long and slouchy.',
            'We knit them in small batches, so they sometimes sell out. Join the restock list and we will email you the moment your colour is back.',
          ],
          [
            'Materials and care',
            [
              '<strong>Yarn:</strong> 100% Merino wool',
              '<strong>Colours:</strong> heather grey and navy',
              'One size: stretches to fit heads from 54 to 60 cm',
              'Hand wash cold and dry flat',
            ],
          ],
        ),
        options: ['Color'],
        images: images(
          ['beanie.svg', 'Wool Beanie in grey, front'],
          ['beanie-navy.svg', 'Wool Beanie in navy, front'],
          ['beanie-detail.svg', 'Wool Beanie, close-up of the rib knit and folded cuff'],
        ),
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
        body: description(
          [
            'This season’s collection, page by page: every piece photographed in the studio and at the harbour, with notes on the fabrics and how we like to wear them.',
            'It is a PDF: download it as soon as your order is paid, read it on any screen or print it at home.',
          ],
          [
            'What’s included',
            [
              'One PDF, to print on A4 or US Letter',
              'A download link with your order, valid for 7 days and 5 downloads',
              'Nothing is shipped',
            ],
          ],
        ),
        images: images(
          ['lookbook.svg', 'Digital Lookbook, cover'],
          ['lookbook-spread.svg', 'Digital Lookbook, a spread of two pages'],
          ['lookbook-tablet.svg', 'Digital Lookbook on a tablet screen'],
        ),
        variants: [{ sku: 'LOOKBOOK-PDF', price: 1200, salePrice: 800, onSale: true, unlimited: true }],
      },
      {
        id: 'prod-styling-session',
        title: 'Styling Session',
        slug: 'styling-session',
        productType: 3,
        excerpt: 'One hour with a stylist.',
        body: description(
          [
            'An hour with one of our stylists, in the studio or by video call. Bring the pieces you love and the ones you never wear: we will build outfits around them and find the few gaps worth filling.',
            'Afterwards you get a short written summary of the looks we put together and of the pieces worth looking out for.',
          ],
          [
            'What’s included',
            [
              '<strong>60 minutes</strong> one to one, in Portland or online',
              'A written summary within two working days',
              'We email you after checkout to find a time',
              'Free to move up to 24 hours before',
            ],
          ],
        ),
        images: images(
          ['session.svg', 'Styling Session: a hanger ready for the fitting'],
          ['session-rail.svg', 'Styling Session: a rail of outfits put together with a stylist'],
          ['session-swatches.svg', 'Styling Session: a sketchbook with fabric swatches'],
        ),
        variants: [{ sku: 'SESSION-60', price: 9000, qty: 8 }],
      },
      {
        id: 'prod-gift-card',
        title: 'Gift Card',
        slug: 'gift-card',
        productType: 4,
        excerpt: 'Delivered by email.',
        body: description(
          [
            'Not sure what to choose? A gift card lets them pick. It is sent by email, to you or straight to them with a message of your own.',
            'It can be spent on anything in the shop, over as many orders as they like, until the balance is used up.',
          ],
          [
            'Good to know',
            [
              '<strong>Amounts:</strong> $25, $50 or $100',
              'Delivered by email, usually within minutes',
              'Redeemed at checkout with the code on the card',
              'No fees',
            ],
          ],
        ),
        options: ['Amount'],
        images: images(
          ['gift-card.svg', 'Gift Card, front'],
          ['gift-card-envelope.svg', 'Gift Card arriving in an envelope, as it does by email'],
          ['gift-card-back.svg', 'Gift Card, back, with space for the code'],
        ),
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
        body: description(
          [
            'Our house blend, roasted for us every week by a small roaster across the river: chocolate and toasted almond, with a little red fruit. Made for a morning pour-over, it is just as good from a moka pot or an espresso machine.',
            'Subscribe and a fresh kilo arrives every month, or pay for the year and save. You can cancel at any time.',
          ],
          [
            'Details',
            [
              '<strong>Origin:</strong> Colombia and Ethiopia',
              '<strong>Roast:</strong> medium',
              '<strong>Weight:</strong> 1 kg of whole beans',
              'Sent within two days of roasting',
              'Keep it airtight and out of the light; best within six weeks',
            ],
          ],
        ),
        images: images(
          ['coffee.svg', 'House Coffee, a one-kilo bag'],
          ['coffee-beans.svg', 'House Coffee, roasted whole beans'],
          ['coffee-cup.svg', 'House Coffee, brewed in a cup on a saucer'],
        ),
        subscribable: true,
        variants: [{ sku: 'COFFEE-1KG', price: 1800, unlimited: true, weightGrams: 1000 }],
      },
      {
        id: 'prod-engraved-mug',
        title: 'Engraved Mug',
        slug: 'engraved-mug',
        productType: 1,
        excerpt: 'Your words, engraved.',
        body: description(
          [
            'A stoneware mug with your words engraved by hand: a name, a date, a line that matters. Tell us the text and choose a font as you add it to your cart.',
            'The mug is thrown at a small pottery outside Portland and glazed a soft white. The engraving is cut through the glaze, so it never fades.',
          ],
          [
            'Details',
            [
              '<strong>Capacity:</strong> 350 ml',
              '<strong>Engraving:</strong> up to 24 characters, in Serif, Script or Sans',
              'Gift wrap and a card on request',
              'Dishwasher and microwave safe',
              'Made to order: ready to ship in 5 to 7 working days',
            ],
          ],
        ),
        images: images(
          ['mug.svg', 'Engraved Mug, front, with its engraving'],
          ['mug-back.svg', 'Engraved Mug, plain back'],
          ['mug-detail.svg', 'Engraved Mug, close-up of hand-cut lettering'],
        ),
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
        body: description(
          [
            'Everything you need to make matcha at home: a hand-thrown bowl, a bamboo whisk and scoop, and a tin of ceremonial-grade matcha from Uji.',
            'Sift two scoops into the bowl, pour in 70 ml of water at 80 °C and whisk briskly, back and forth, until a fine foam forms.',
          ],
          [
            'What’s included',
            [
              '<strong>Bowl (chawan):</strong> stoneware, 12 cm across',
              '<strong>Whisk (chasen):</strong> white bamboo, 100 tines',
              '<strong>Scoop (chashaku):</strong> bamboo',
              '<strong>Matcha:</strong> a 30 g tin, ceremonial grade',
              'Rinse the bowl and whisk in warm water only; let the whisk dry upright',
            ],
          ],
        ),
        images: images(
          ['matcha.svg', 'Matcha Set: the bowl of whisked matcha with the bamboo scoop'],
          ['matcha-whisk.svg', 'Matcha Set: the bamboo whisk, standing'],
          ['matcha-tin.svg', 'Matcha Set: the tin of matcha and the bamboo scoop'],
        ),
        variants: [{ sku: 'MATCHA-SET', price: 4800, salePrice: 3900, onSale: true, qty: 10 }],
      },
      {
        id: 'prod-furoshiki',
        title: 'Furoshiki',
        slug: 'furoshiki',
        productType: 1,
        excerpt: 'Wrapping cloth.',
        body: description(
          [
            'A square of printed cotton to wrap a present, carry your lunch or tie up a bottle of wine, and then to use again. One cloth saves a lot of paper.',
            'Choose the indigo wave or the persimmon crane. Each comes with a card showing five ways to tie it.',
          ],
          [
            'Details',
            ['<strong>Fabric:</strong> cotton, dyed in Kyoto', '<strong>Size:</strong> 70 × 70 cm', 'Machine wash cold; iron on low'],
          ],
        ),
        options: ['Pattern'],
        images: images(
          ['furoshiki.svg', 'Furoshiki in the wave pattern, tied around a box'],
          ['furoshiki-wave.svg', 'Furoshiki in the wave pattern, laid flat'],
          ['furoshiki-crane.svg', 'Furoshiki in the crane pattern, laid flat'],
        ),
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
