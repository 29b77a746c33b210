// The block types the content API renders (domain/block-types.ts IMPLEMENTED_BLOCK_TYPES) and the fields of each
// one's data (domain/block-data.ts) as the editor's controls, with the data a new block starts from. Blocks of any
// other type are kept exactly as they are. Forms, products and uploaded images are chosen by name, never typed as ids.
import { MAX_BLOCK_PRODUCTS } from '../../../../domain/store-limits.ts';

export type FieldSpec = {
  key: string;
  label: string;
  control:
    | 'text'
    | 'textarea'
    /** Code: read-only where code cannot be edited (shared/CodeEditing.tsx). */
    | 'code'
    | 'checkbox'
    | 'select'
    | 'number'
    | 'gallery'
    | 'collection'
    | 'accordion'
    /** Chosen by name from the website's forms / products / a product's images (pickers.ts). */
    | 'form'
    | 'product'
    | 'products'
    | 'image';
  options?: readonly { value: string; label: string }[];
  min?: number;
  max?: number;
  step?: number;
  /** Left out of the data when empty (the API refuses an empty link or id). */
  optional?: boolean;
  hint?: string;
};

export type BlockTypeSpec = { type: string; label: string; fields: FieldSpec[]; start: Record<string, unknown> };

const opts = (...values: string[]) => values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
const text = (key: string, label: string, more: Partial<FieldSpec> = {}): FieldSpec => ({ key, label, control: 'text', ...more });
const area = (key: string, label: string): FieldSpec => ({ key, label, control: 'textarea' });
const check = (key: string, label: string): FieldSpec => ({ key, label, control: 'checkbox' });
const whole = (key: string, label: string, min: number, max: number, step = 1): FieldSpec => ({
  key,
  label,
  control: 'number',
  min,
  max,
  step,
});
const pick = (key: string, label: string, options: FieldSpec['options']): FieldSpec => ({ key, label, control: 'select', options });

const IMAGE_SIZE_HINT = "The image's own size, so that the page keeps its space while it loads (an uploaded image's is known).";

export const BLOCK_TYPES: readonly BlockTypeSpec[] = [
  { type: 'html', label: 'Text', fields: [area('html', 'Text (HTML)')], start: { html: '' } },
  { type: 'markdown', label: 'Markdown', fields: [area('markdown', 'Markdown')], start: { markdown: '' } },
  {
    type: 'image',
    label: 'Image',
    fields: [
      text('assetUrl', 'Image URL', { optional: true, hint: 'An http(s) address or a path on this site; or choose an uploaded image.' }),
      { key: 'imageId', label: 'Uploaded image', control: 'image', optional: true },
      { ...whole('width', 'Width (pixels)', 1, 10_000), optional: true, hint: IMAGE_SIZE_HINT },
      { ...whole('height', 'Height (pixels)', 1, 10_000), optional: true },
      text('altText', 'Alt text'),
      text('caption', 'Caption'),
      text('link', 'Link', { optional: true }),
      check('newWindow', 'Open the link in a new window'),
    ],
    start: { assetUrl: '', altText: '', caption: '', newWindow: false },
  },
  {
    type: 'gallery',
    label: 'Gallery',
    fields: [{ key: 'collectionId', label: 'Gallery page', control: 'gallery' }],
    start: { collectionId: '' },
  },
  {
    type: 'button',
    label: 'Button',
    fields: [
      text('label', 'Button text'),
      text('url', 'Link', { hint: 'An http(s) address or a path on this site, such as /shop.' }),
      check('newWindow', 'Open in a new window'),
      pick('size', 'Size', opts('small', 'medium', 'large')),
      pick('alignment', 'Alignment', opts('left', 'center', 'right')),
    ],
    start: { label: '', url: '', newWindow: false, size: 'medium', alignment: 'center' },
  },
  { type: 'quote', label: 'Quote', fields: [area('text', 'Quote'), text('source', 'Source')], start: { text: '', source: '' } },
  {
    type: 'accordion',
    label: 'Accordion',
    fields: [
      { key: 'items', label: 'Sections', control: 'accordion' },
      check('allowMultipleOpen', 'Several sections may be open'),
      check('openFirst', 'Open the first section'),
    ],
    start: { items: [{ title: '', body: '' }], allowMultipleOpen: false, openFirst: false },
  },
  {
    type: 'code',
    label: 'Code',
    fields: [
      { key: 'code', label: 'Code', control: 'code' },
      text('language', 'Language'),
      pick('mode', 'Shown as', [
        { value: 'source', label: 'Source text' },
        { value: 'html', label: 'HTML' },
        { value: 'template', label: 'Template' },
      ]),
    ],
    start: { code: '', language: '', mode: 'source' },
  },
  {
    type: 'video',
    label: 'Video',
    fields: [text('url', 'Video URL'), text('caption', 'Caption'), check('autoplay', 'Autoplay')],
    start: { url: '', caption: '', autoplay: false },
  },
  {
    type: 'audio',
    label: 'Audio',
    fields: [text('url', 'Audio URL'), text('title', 'Title'), text('author', 'Author')],
    start: { url: '', title: '', author: '' },
  },
  {
    type: 'map',
    label: 'Map',
    fields: [
      whole('lat', 'Latitude', -90, 90, 0.000001),
      whole('lng', 'Longitude', -180, 180, 0.000001),
      whole('zoom', 'Zoom', 1, 20),
      text('label', 'Label'),
      text('address', 'Address'),
    ],
    start: { lat: 0, lng: 0, zoom: 14, label: '', address: '' },
  },
  {
    type: 'newsletter',
    label: 'Newsletter sign-up',
    fields: [
      text('title', 'Title'),
      area('description', 'Description'),
      text('buttonText', 'Button text'),
      text('successMessage', 'Success message'),
      text('disclaimer', 'Disclaimer'),
      check('captcha', 'Ask for the bot check'),
    ],
    start: { title: '', description: '', buttonText: 'Sign Up', successMessage: 'Thank you!', disclaimer: '', captcha: false },
  },
  {
    type: 'form',
    label: 'Form',
    fields: [{ key: 'formId', label: 'Form', control: 'form' }, text('title', 'Title')],
    start: { formId: '', title: '' },
  },
  {
    type: 'product',
    label: 'Product',
    fields: [
      { key: 'productId', label: 'Product', control: 'product' },
      check('showImage', 'Show image'),
      check('showTitle', 'Show title'),
      check('showPrice', 'Show price'),
      check('showExcerpt', 'Show excerpt'),
      check('showAddToCart', 'Show add to cart'),
    ],
    start: { productId: '', showImage: true, showTitle: true, showPrice: true, showExcerpt: false, showAddToCart: true },
  },
  {
    type: 'add-on-products',
    label: 'Add-on products',
    fields: [text('title', 'Title'), { key: 'productIds', label: 'Products', control: 'products', max: MAX_BLOCK_PRODUCTS }],
    start: { title: '', productIds: [] },
  },
  {
    type: 'customers-also-bought',
    label: 'Customers also bought',
    fields: [
      text('title', 'Title'),
      { key: 'productId', label: 'Product (else the page’s product)', control: 'product', optional: true },
      whole('limit', 'Number of products', 1, 12),
    ],
    start: { title: '', limit: 4 },
  },
  {
    type: 'summary-v2',
    label: 'Summary',
    fields: [
      { key: 'collectionId', label: 'Page', control: 'collection' },
      pick('design', 'Design', opts('list', 'grid', 'carousel', 'wall')),
      whole('limit', 'Number of items', 1, 30),
      check('showTitle', 'Show title'),
      check('showExcerpt', 'Show excerpt'),
      check('showThumbnail', 'Show thumbnail'),
      check('showDate', 'Show date'),
    ],
    start: { collectionId: '', design: 'grid', limit: 6, showTitle: true, showExcerpt: true, showThumbnail: true, showDate: false },
  },
];

export const blockTypeSpec = (type: string) => BLOCK_TYPES.find((t) => t.type === type);

export type EditedBlock = { key: string; id?: string; type: string; data: Record<string, unknown> };

let next = 0;
const newKey = () => `k${++next}`;
/** A fresh id a new block keeps (template problems are filed by block id). */
const newId = (type: string) => `${type.replace(/[^a-z0-9]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

/** Blocks as the API answers them to owners (their data as stored); ids the server made up for their place
 * ('block-2') are not kept. */
export function fromApi(blocks: readonly { id: string; type: string; storedData?: unknown }[]): EditedBlock[] {
  return blocks.map((b) => ({
    key: newKey(),
    id: /^block-\d+$/.test(b.id) ? undefined : b.id,
    type: b.type,
    data: (b.storedData && typeof b.storedData === 'object' ? b.storedData : {}) as Record<string, unknown>,
  }));
}

export const newBlock = (type: string): EditedBlock => ({
  key: newKey(),
  id: newId(type),
  type,
  data: structuredClone(blockTypeSpec(type)?.start ?? {}),
});

/** The list the API takes: { id?, type, data }, optional fields left out when empty. */
export function toApi(blocks: readonly EditedBlock[]) {
  return blocks.map(({ id, type, data }) => {
    const spec = blockTypeSpec(type);
    const out: Record<string, unknown> = { ...data };
    for (const f of spec?.fields ?? []) if (f.optional && (out[f.key] === '' || out[f.key] === undefined)) delete out[f.key];
    return id ? { id, type, data: out } : { type, data: out };
  });
}
