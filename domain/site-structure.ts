// Numbered kinds of the site builder (spec §2, §3): page types, collection types, record types, folder behaviours.

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
  KBARTICLE: 54,
} as const;

export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;

/** A folder is clickable when its behaviour is missing, index or redirect (spec §4). */
export function isFolderClickable(behavior: number | null | undefined): boolean {
  return behavior == null || behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
}

/** Every website's contact page (/contact): the website's contact form under this title. */
export const CONTACT_SLUG = 'contact';
export const CONTACT_TITLE = 'Contact';
