// Page type numbers (spec §2) the storefront's screens mark themselves with (data-page-type on <main>).
export const PageType = {
  MAIN_CONTENT: 1,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
} as const;
