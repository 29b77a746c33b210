// The kinds of page a website has (spec §2, §3): each is a collection of a numbered type whose items have one record
// type; folders group pages one level deep in the navigation. Page URLs are slugs no app path uses.
import { invalidPageUrlMessage } from './editing-messages.ts';
import { CollectionType, FolderBehavior, RecordType } from './site-structure.ts';
import { isValidSlug } from './url-slug.ts';

export const PAGE_KINDS = {
  page: { type: CollectionType.PAGE, recordType: null },
  blog: { type: CollectionType.GENERIC, recordType: RecordType.TEXT },
  events: { type: CollectionType.GENERIC, recordType: RecordType.EVENT },
  gallery: { type: CollectionType.GALLERY_BLOCK, recordType: RecordType.IMAGE },
  products: { type: CollectionType.PRODUCTS, recordType: RecordType.STORE_ITEM },
  folder: { type: CollectionType.PAGE, recordType: null },
  /** A cover page shown on its own, without the site's header and footer (page type 3). */
  splash: { type: CollectionType.SPLASH_PAGE, recordType: null },
  /** A page owners start other pages from: never shown to visitors (it is always disabled). */
  template: { type: CollectionType.TEMPLATE_PAGE, recordType: null },
} as const;

export type PageKind = keyof typeof PAGE_KINDS;
export const NAVIGATIONS = ['MAIN', 'SECONDARY', 'NOT_LINKED'] as const;
export type Navigation = (typeof NAVIGATIONS)[number];

/** Paths the server and storefront answer themselves: no page may take them. */
export const RESERVED_PAGE_SLUGS = new Set([
  'api',
  'assets',
  'images',
  'media',
  'graphql',
  'healthz',
  'readyz',
  'cart',
  'checkout',
  'account',
  'orders',
  'contact',
  'search',
  'config',
  'commerce',
  'sitemap-xml',
  'robots-txt',
]);

export const THIS_PAGE_IS_LOCKED_MESSAGE = 'This page is locked.';
export const TEMPLATE_PAGE_HIDDEN_MESSAGE = 'A template page is never shown to visitors.';
export const NOT_A_TEMPLATE_MESSAGE = 'Start a page from a template page.';

/** The refusal for a page URL slug, or null: lower-case letters, digits and single hyphens, not an app path. */
export function pageSlugProblem(slug: string): string | null {
  return isValidSlug(slug) && !RESERVED_PAGE_SLUGS.has(slug) ? null : invalidPageUrlMessage(slug);
}

/** A page may sit in a folder, but a folder may not (navigation is one level deep). */
export function folderProblem(kind: PageKind, folder: { isFolder: boolean } | null): string | null {
  if (!folder) return null;
  if (kind === 'folder') return 'Folders cannot be put in folders.';
  return folder.isFolder ? null : 'Pages can only be put in folders.';
}

/** The behaviours a folder may have: index, redirect, none, variation. */
export const isFolderBehavior = (n: number) => (Object.values(FolderBehavior) as number[]).includes(n);
