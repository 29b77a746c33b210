// The search page (/search, page type 102): the header's Search link opens it; words typed in its search form find
// products and posts (kind, linked title, price, plain snippet), the query stays in the URL, and a search that finds
// nothing says so.
import { expect, test } from './storefront.ts';

test("'wool' finds the Wool Beanie product and the 'Caring for wool' post; their links open their pages", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const main = page.locator('main');
  await expect(main).toHaveAttribute('data-page-type', '102');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('Search this site').fill('  wool ');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=wool$/);
  await expect(page.locator('main').getByRole('status')).toHaveText('2 results for "wool".');

  const results = page.locator('.search-results__list > li');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toContainText('Product');
  await expect(results.nth(0).getByRole('link', { name: 'Wool Beanie' })).toHaveAttribute('href', '/shop/wool-beanie');
  await expect(results.nth(0).locator('.price-block')).toContainText('$');
  await expect(results.nth(1)).toContainText('Post');
  await expect(results.nth(1)).toContainText('Cold water, a little soap, and lay it flat to dry.');

  await results.nth(1).getByRole('link', { name: 'Caring for wool' }).click();
  await expect(page).toHaveURL(/\/journal\/caring-for-wool$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Caring for wool' })).toBeVisible();

  // Back on the search page, the query from the URL is searched again and fills the form.
  await page.goBack();
  await expect(page.getByRole('search').getByLabel('Search this site')).toHaveValue('wool');
  await page.getByRole('link', { name: 'Wool Beanie' }).click();
  await expect(page).toHaveURL(/\/shop\/wool-beanie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wool Beanie' })).toBeVisible();
});

test('a search that finds nothing says so; a one-letter query asks for more', async ({ page }) => {
  await page.goto('/search?q=zebra%20sandwich');
  await expect(page.locator('main')).toHaveAttribute('data-page-type', '102');
  await expect(page.locator('main').getByRole('status')).toHaveText('No results for "zebra sandwich".');
  await expect(page.locator('.search-results__list')).toHaveCount(0);

  const input = page.getByRole('search').getByLabel('Search this site');
  await input.fill('w');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=w$/);
  await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
});

test("'More results' adds the next page of results below the first", async ({ page, db, store }) => {
  await db.item.createMany({
    data: Array.from({ length: 25 }, (_, i) => ({
      websiteId: store.websiteId,
      collectionId: `${store.websiteId}-journal`,
      recordType: 1,
      title: `Puffin notes ${i + 1}`,
      urlSlug: `puffin-notes-${i + 1}`,
      status: 'PUBLISHED' as const,
      publishOn: new Date(Date.UTC(2025, 0, i + 1)),
      searchText: `puffin notes ${i + 1} puffin-notes-${i + 1}`,
    })),
  });
  await page.goto('/search?q=puffin');
  await expect(page.locator('main').getByRole('status')).toHaveText('25 results for "puffin".');
  const results = page.locator('.search-results__list > li');
  await expect(results).toHaveCount(20);
  await expect(results.first().getByRole('link', { name: 'Puffin notes 25', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'More results' }).click();
  await expect(results).toHaveCount(25);
  await expect(results.last().getByRole('link', { name: 'Puffin notes 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More results' })).toHaveCount(0);
});
