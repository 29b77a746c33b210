// The block types a page or item body is made of (spec §3 "Block types": about 60 kinds numbered 1 to 72 plus
// 1337). The numbers the spec names (navigation 1, html 2, logo 3, map 4, image 5, gallery 8, form 9, product 43,
// markdown 44, newsletter 51, donation 52, button 53, member-area 67, accordion 69, pricing plan 72) agree with
// Squarespace's own numbering as published in @squarespace/template-engine's BlockType enum, which also names the
// rest. Two blocks the spec names without a number (add-on products, 'Customers also bought') are known by name only.

/** Every numbered block type by its name. */
export const BLOCK_TYPE_NUMBERS = {
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  twitter: 6,
  journal: 7,
  gallery: 8,
  form: 9,
  geo: 10,
  index: 11,
  collectionlink: 12,
  link: 13,
  tagcloud: 14,
  comments: 16,
  folder: 17,
  menu: 18,
  sociallinks: 19,
  summary: 20,
  spacer: 21,
  embed: 22,
  code: 23,
  foursquare: 24,
  instagram: 25,
  calendar: 26,
  postsbyauthor: 27,
  postsbytag: 28,
  postsbycategory: 29,
  postsbymonth: 30,
  quote: 31,
  video: 32,
  search: 33,
  audio: 41,
  fivehundredpix: 42,
  product: 43,
  markdown: 44,
  flickr: 45,
  amazon: 46,
  horizontalrule: 47,
  socialaccountlinks: 48,
  rss: 49,
  opentable: 50,
  newsletter: 51,
  donation: 52,
  button: 53,
  'socialaccountlinks-v2': 54,
  'summary-v2': 55,
  soundcloud: 56,
  emailfooter: 57,
  'in-browser-message-link': 58,
  tourdates: 59,
  album: 60,
  archive: 61,
  chart: 62,
  zola: 63,
  acuity: 65,
  'opentable-v2': 66,
  'member-area': 67,
  tock: 68,
  accordion: 69,
  'pricing-plan': 72,
} as const;
export type NumberedBlockTypeName = keyof typeof BLOCK_TYPE_NUMBERS;

/** The block types stored, validated and rendered in full; every other type is kept as it came and renders nothing. */
export const IMPLEMENTED_BLOCK_TYPES = [
  'html',
  'markdown',
  'image',
  'gallery',
  'form',
  'product',
  'add-on-products',
  'customers-also-bought',
  'newsletter',
  'button',
  'accordion',
  'quote',
  'code',
  'video',
  'audio',
  'map',
  'summary-v2',
] as const;
export type ImplementedBlockType = (typeof IMPLEMENTED_BLOCK_TYPES)[number];

/** Block types the spec names without a number. */
export const UNNUMBERED_BLOCK_TYPES = ['add-on-products', 'customers-also-bought'] as const;

/** The largest number the spec gives a block type, and the one number above it. */
export const MAX_BLOCK_TYPE_NUMBER = 72;
export const SPECIAL_BLOCK_TYPE_NUMBER = 1337;

const IMPLEMENTED = new Set<string>(IMPLEMENTED_BLOCK_TYPES);
const NAME_BY_NUMBER = new Map<number, string>(Object.entries(BLOCK_TYPE_NUMBERS).map(([name, n]) => [n, name]));

/** Whether `n` is a block type number of the spec: 1 to 72 or 1337 (named or not). */
export const isBlockTypeNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && ((n >= 1 && n <= MAX_BLOCK_TYPE_NUMBER) || n === SPECIAL_BLOCK_TYPE_NUMBER);

/** The name of a numbered block type ('html' for 2), or undefined for a number without a name (70, 1337) or none. */
export const blockTypeName = (n: number): string | undefined => NAME_BY_NUMBER.get(n);

/** The spec's number of a block type name, or null for the unnumbered ones. */
export const blockTypeNumber = (name: string): number | null =>
  Object.hasOwn(BLOCK_TYPE_NUMBERS, name) ? BLOCK_TYPE_NUMBERS[name as NumberedBlockTypeName] : null;

/** Whether a block type name is one of the types this product implements. */
export const isImplementedBlockType = (name: unknown): name is ImplementedBlockType => typeof name === 'string' && IMPLEMENTED.has(name);

/** Whether a name is a known block type (numbered or not). */
export const isBlockTypeName = (name: unknown): name is string =>
  typeof name === 'string' && (Object.hasOwn(BLOCK_TYPE_NUMBERS, name) || (UNNUMBERED_BLOCK_TYPES as readonly string[]).includes(name));

/** The later version that replaces a block type ('summary' → 'summary-v2', 'opentable' → 'opentable-v2'), or null. */
export function replacementBlockType(name: string): NumberedBlockTypeName | null {
  const next = `${name}-v2`;
  return Object.hasOwn(BLOCK_TYPE_NUMBERS, next) ? (next as NumberedBlockTypeName) : null;
}

/** A block type is deprecated when a later version of it replaces it: its blocks are kept, new ones use the later one. */
export const isDeprecatedBlockType = (name: string): boolean => replacementBlockType(name) !== null;
