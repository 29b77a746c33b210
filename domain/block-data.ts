// The data of each block type implemented in full, as zod schemas: every text, list and number bounded, every link
// an http(s) URL or a site path, every missing optional value filled with its default. Messages name the field the
// owner sees; options use the spec's '{val} is not one of the expected options'.
import { z } from 'zod';
import { linkProblem, webUrlProblem } from './block-links.ts';
import type { ImplementedBlockType } from './block-types.ts';
import { notExpectedOptionMessage, quoteValue, tooLongMessage } from './editing-messages.ts';
import { gallerySettings, rangeMessage } from './gallery-settings.ts';
import { CART_TEXT } from './messages.ts';
import { MAX_ACCORDION_ITEMS, MAX_BLOCK_PRODUCTS, MAX_BLOCK_TEXT_LENGTH } from './store-limits.ts';
import { videoAccountProblem } from './video-accounts.ts';

/** Short texts of blocks: titles and labels, captions and descriptions, an image's alt text (spec §9: 250). */
export const MAX_BLOCK_TITLE_LENGTH = 200;
export const MAX_BUTTON_LABEL_LENGTH = 100;
export const MAX_CAPTION_LENGTH = 2_000;
export const MAX_ALT_TEXT_LENGTH = 250;
/** An accordion item's body (HTML), an embed's oembed HTML. */
export const MAX_ACCORDION_BODY_LENGTH = 20_000;
export const MAX_OEMBED_HTML_LENGTH = 20_000;
/** A quote's text. */
export const MAX_QUOTE_LENGTH = 5_000;
/** Ids of the rows a block points at (product, form, collection, image). */
export const MAX_REFERENCE_ID_LENGTH = 100;
/** Items a summary block lists. */
export const MAX_SUMMARY_ITEMS = 30;

export const requiredMessage = (label: string) => `${label} is required.`;
export const notTextMessage = (label: string) => `${label} must be text.`;
export const notAnIdMessage = (label: string) => `${label} is not a valid id.`;
/** 'Add 1 to 50 items.' */
export const listSizeMessage = (noun: string, min: number, max: number) => `Add ${min} to ${max} ${noun}.`;
export const numberRangeMessage = (label: string, min: number, max: number) => `${label} must be a number from ${min} to ${max}.`;
export const DUPLICATE_PRODUCT_MESSAGE = 'Each product can be listed once.';
export const IMAGE_REQUIRED_MESSAGE = 'Choose an image.';

const typeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(label) : notTextMessage(label);

/** Text of at most `max` characters, '' when left out. */
const text = (label: string, max: number) =>
  z
    .string({ error: typeError(label) })
    .max(max, tooLongMessage(label, max))
    .default('');
/** Text that must be there: trimmed, 1 to `max` characters. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
const optionError = (issue: { input?: unknown }) => notExpectedOptionMessage(quoteValue(issue.input));
const flag = (value: boolean) => z.boolean({ error: optionError }).default(value);
const choice = <const T extends readonly [string, ...string[]]>(values: T, value: T[number]) =>
  z.enum(values, { error: optionError }).default(value as never);
const whole = (label: string, min: number, max: number) => {
  const message = rangeMessage(label, min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const decimal = (label: string, min: number, max: number) => {
  const message = numberRangeMessage(label, min, max);
  return z.number({ error: message }).min(min, message).max(max, message);
};
/** The id of a row the block points at (a product, form, collection or image). */
const reference = (label: string) =>
  z
    .string({ error: typeError(label) })
    .min(1, requiredMessage(label))
    .max(MAX_REFERENCE_ID_LENGTH, notAnIdMessage(label))
    .regex(/^[A-Za-z0-9_:=+/-]+$/, notAnIdMessage(label));
/** A link: an http(s) URL or a site path. */
const link = (label: string) =>
  z.string({ error: typeError(label) }).superRefine((value, ctx) => {
    const problem = linkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** The address of a page elsewhere on the web: an absolute http(s) URL. */
const webUrl = (label: string) =>
  z.string({ error: typeError(label) }).superRefine((value, ctx) => {
    const problem = webUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const list = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item, { error: listSizeMessage(label, min, max) })
    .min(min, listSizeMessage(label, min, max))
    .max(max, listSizeMessage(label, min, max));

/** What an embed provider said about a video or audio page (spec §3 image fields: oembed html and providerName). */
const oembed = z.strictObject({
  html: text('Embed code', MAX_OEMBED_HTML_LENGTH),
  providerName: text('Provider name', 100),
  /** The kind of account the provider says owns the video (Vimeo's account_type). */
  accountType: z
    .string({ error: typeError('Account type') })
    .max(40, tooLongMessage('Account type', 40))
    .optional(),
  title: text('Title', MAX_BLOCK_TITLE_LENGTH),
  thumbnailUrl: webUrl('Thumbnail URL').optional(),
  width: whole('Width', 1, 10_000).optional(),
  height: whole('Height', 1, 10_000).optional(),
});

/** The data schema of every block type implemented in full. */
export const BLOCK_DATA_SCHEMAS = {
  /** Owner HTML, stored as written and sanitised whenever it is rendered. */
  html: z.strictObject({ html: text('HTML', MAX_BLOCK_TEXT_LENGTH) }),
  /** Markdown, rendered to HTML and then sanitised. */
  markdown: z.strictObject({ markdown: text('Markdown', MAX_BLOCK_TEXT_LENGTH) }),
  /** One image: an uploaded image's id or an image URL, with optional caption and link. */
  image: z
    .strictObject({
      imageId: reference('Image').optional(),
      assetUrl: link('Image URL').optional(),
      altText: text('Alt text', MAX_ALT_TEXT_LENGTH),
      caption: text('Caption', MAX_CAPTION_LENGTH),
      link: link('Link').optional(),
      newWindow: flag(false),
      /** The image's size in pixels, so that the page keeps its space before it loads (an uploaded image's is read
       * from the upload). */
      width: whole('Width', 1, 10_000).optional(),
      height: whole('Height', 1, 10_000).optional(),
    })
    .superRefine((data, ctx) => {
      if (!data.imageId && !data.assetUrl) ctx.addIssue({ code: 'custom', message: IMAGE_REQUIRED_MESSAGE, path: ['imageId'] });
    }),
  /** A gallery: the gallery-block collection (type 6) holding its image items, and every setting of spec §3. */
  gallery: z.strictObject({
    collectionId: reference('Gallery'),
    settings: z
      .unknown()
      .optional()
      .transform((raw, ctx) => {
        const result = gallerySettings(raw);
        if (result.ok) return result.settings;
        for (const problem of result.problems) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field.split('.') });
        return z.NEVER;
      }),
  }),
  /** A site form (spec §3 custom form) shown inline. */
  form: z.strictObject({ formId: reference('Form'), title: text('Title', MAX_BLOCK_TITLE_LENGTH) }),
  /** One product with the parts to show. */
  product: z.strictObject({
    productId: reference('Product'),
    showImage: flag(true),
    showTitle: flag(true),
    showPrice: flag(true),
    showExcerpt: flag(false),
    showAddToCart: flag(true),
  }),
  /** Add-on products: a few products offered beside the page's own. */
  'add-on-products': z.strictObject({
    title: text('Title', MAX_BLOCK_TITLE_LENGTH),
    productIds: list('products', reference('Product'), 1, MAX_BLOCK_PRODUCTS).superRefine((ids, ctx) => {
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: DUPLICATE_PRODUCT_MESSAGE });
    }),
  }),
  /** 'Customers also bought': products bought with a product (the page's own when none is chosen). */
  'customers-also-bought': z.strictObject({
    title: text('Title', MAX_BLOCK_TITLE_LENGTH).transform((t) => t || CART_TEXT.customersAlsoBought),
    productId: reference('Product').optional(),
    limit: whole('Number of products', 1, MAX_BLOCK_PRODUCTS).default(4),
  }),
  /** A newsletter sign-up to the website's mailing list. */
  newsletter: z.strictObject({
    title: text('Title', MAX_BLOCK_TITLE_LENGTH),
    description: text('Description', MAX_CAPTION_LENGTH),
    buttonText: text('Button text', MAX_BUTTON_LABEL_LENGTH).transform((t) => t.trim() || 'Sign Up'),
    successMessage: text('Success message', MAX_CAPTION_LENGTH).transform((t) => t.trim() || 'Thank you!'),
    disclaimer: text('Disclaimer', MAX_CAPTION_LENGTH),
    captcha: flag(false),
  }),
  /** A button linking to a page of the site or elsewhere. */
  button: z.strictObject({
    label: requiredText('Button text', MAX_BUTTON_LABEL_LENGTH),
    url: link('Link'),
    newWindow: flag(false),
    size: choice(['small', 'medium', 'large'], 'medium'),
    alignment: choice(['left', 'center', 'right'], 'center'),
  }),
  /** Titled sections that open and close; bodies are HTML, sanitised when rendered. */
  accordion: z.strictObject({
    items: list(
      'items',
      z.strictObject({ title: requiredText('Title', MAX_BLOCK_TITLE_LENGTH), body: text('Text', MAX_ACCORDION_BODY_LENGTH) }),
      1,
      MAX_ACCORDION_ITEMS,
    ),
    allowMultipleOpen: flag(false),
    openFirst: flag(false),
  }),
  quote: z.strictObject({ text: requiredText('Quote', MAX_QUOTE_LENGTH), source: text('Source', MAX_BLOCK_TITLE_LENGTH) }),
  /** Code shown as source text, or used as HTML (sanitised), or as a template the server renders. */
  code: z.strictObject({
    code: text('Code', MAX_BLOCK_TEXT_LENGTH),
    language: text('Language', 40).refine((l) => /^[a-z0-9+#.-]*$/i.test(l), {
      message: 'Language can hold only letters, digits and + # . -',
    }),
    mode: choice(['source', 'html', 'template'], 'source'),
  }),
  /** A video from a page on the web, with what its provider's oembed said about it (not a Vimeo Basic account's). */
  video: z
    .strictObject({
      url: webUrl('Video URL'),
      oembed: oembed.optional(),
      caption: text('Caption', MAX_CAPTION_LENGTH),
      autoplay: flag(false),
    })
    .superRefine((data, ctx) => {
      const problem = videoAccountProblem(data.oembed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['url'] });
    }),
  /** An audio file or audio page on the web, with its title and author. */
  audio: z.strictObject({
    url: webUrl('Audio URL'),
    oembed: oembed.optional(),
    title: text('Title', MAX_BLOCK_TITLE_LENGTH),
    author: text('Author', MAX_BLOCK_TITLE_LENGTH),
  }),
  /** A map drawn from its own data, with no call to a map service. */
  map: z.strictObject({
    lat: decimal('Latitude', -90, 90),
    lng: decimal('Longitude', -180, 180),
    zoom: whole('Zoom', 1, 20).default(14),
    label: text('Label', MAX_BLOCK_TITLE_LENGTH),
    address: text('Address', 500),
  }),
  /** A summary of a collection's items. */
  'summary-v2': z.strictObject({
    collectionId: reference('Collection'),
    design: choice(['list', 'grid', 'carousel', 'wall'], 'grid'),
    limit: whole('Number of items', 1, MAX_SUMMARY_ITEMS).default(6),
    showTitle: flag(true),
    showExcerpt: flag(true),
    showThumbnail: flag(true),
    showDate: flag(false),
    tag: text('Tag', 80),
    category: text('Category', 80),
  }),
} satisfies Record<ImplementedBlockType, z.ZodType>;

/** The validated data of a block type, defaults filled. */
export type BlockData<T extends ImplementedBlockType> = z.output<(typeof BLOCK_DATA_SCHEMAS)[T]>;
