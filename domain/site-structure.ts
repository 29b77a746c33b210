// Numbered kinds of the site builder (spec §2, §3): page types, collection types, record types, folder behaviours,
// background sources, slice types and promoted block types. Numbers the spec leaves unnamed are the template engine's (its enums), so a
// template's predicates (`{.record-type? ...}`, `{.background-source-none?}`, `{.current-type? heading}`) agree.
import type { BLOCK_TYPE_NUMBERS } from './block-types.ts';

export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  PAYWALL: 107,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SINGLE_SIGN_ON: 400,
} as const;

export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  PORTFOLIO: 23,
  LESSONS: 24,
  COURSE: 25,
} as const;

/** Record types (spec §3: text 1 … binary 15, "others up to 63 (kbarticle 54)"); the others the spec leaves unnamed
 * are the template engine's. A website's items use four: text (posts), image (gallery images), store item, event. */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  EXPORT_WORDPRESS: 20,
  EXPORT_INTERNAL: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const;

export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;

/** Where a page's background comes from (spec §3 "background sources upload, instagram, video, none"). Pages here
 * have no background of their own: their JSON says NONE. */
export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

/** The kinds of slice a cover page is made of (spec §3 "slice types heading, body, image, gallery, video and
 * others"), numbered as the template engine's `current-type?` reads them. Cover pages here are made of blocks, not
 * slices, so no JSON carries one (`currentType` is null). */
export const SliceType = {
  HEADING: 1,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
} as const;

type BlockNumbers = typeof BLOCK_TYPE_NUMBERS;
/** Block types under upper-case names (MAP), each with its own number and no other. */
type BlockTypesByUpperName = { readonly [K in Uppercase<keyof BlockNumbers>]?: BlockNumbers[Lowercase<K> & keyof BlockNumbers] };

/** The block types an item may promote (spec §3 "promoted block types map, embed, image, code, quote, twitter, link,
 * video, foursquare, instagram, form"), in the spec's order, each numbered as the block type it is (block-types.ts
 * BLOCK_TYPE_NUMBERS: map 4, embed 22, …). An item's `promotedBlockType` is the type's name ('video'): the template
 * engine's `{.promotedVIDEO?}` predicates and `{@|item-classes}` (`promoted promoted-block-video`) read it as text.
 * Which block an item promotes: blocks.ts `promotedBlockType`. */
export const PromotedBlockType = {
  MAP: 4,
  EMBED: 22,
  IMAGE: 5,
  CODE: 23,
  QUOTE: 31,
  TWITTER: 6,
  LINK: 13,
  VIDEO: 32,
  FOURSQUARE: 24,
  INSTAGRAM: 25,
  FORM: 9,
} as const satisfies BlockTypesByUpperName;
/** A promoted block type's name, as items carry it ('map', 'embed', … 'form'). */
export type PromotedBlockTypeName = Lowercase<keyof typeof PromotedBlockType>;

/** The page type of a website's page (not one of its items, 50): locked (103) until the visitor gives its password,
 * then protected content (105); a cover page (splash, 3), a plain page (2), else a list (main content, 1). */
export function pageTypeOfPage(page: { locked: boolean; unlocked: boolean; typeName: string }): number {
  if (page.locked) return page.unlocked ? PageType.PROTECTED_CONTENT : PageType.LOCK_SCREEN;
  if (page.typeName === 'splash') return PageType.SPLASH;
  return page.typeName === 'page' ? PageType.PAGE : PageType.MAIN_CONTENT;
}

/** A folder is clickable when its behaviour is missing, index or redirect (spec §4). */
export function isFolderClickable(behavior: number | null | undefined): boolean {
  return behavior == null || behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
}

/** Every website's contact page (/contact): the website's contact form under this title. */
export const CONTACT_SLUG = 'contact';
export const CONTACT_TITLE = 'Contact';
