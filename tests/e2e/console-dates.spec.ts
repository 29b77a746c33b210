// Dates an owner types in the console are in the website's time zone, not the browser's (docs/console.md,
// domain/zoned-time.ts): with the browser in Tokyo, a product of the demo store (America/Los_Angeles) scheduled for
// 09:30 on 15 January 2099 is stored as 17:30 UTC, and the editor shows 09:30 again after a reload.
import { RoleCode } from '../../domain/permissions.ts';
import { ownerSignsIn, toast } from './console.ts';
import { expect, ownerGraphql, test } from './owner.ts';

test.use({ timezoneId: 'Asia/Tokyo' });

const FIRST_PRODUCT = '{ website { timeZone } catalogProducts(first: 1) { edges { node { id } } } }';
type FirstProduct = { website: { timeZone: string }; catalogProducts: { edges: { node: { id: string } }[] } };
const PUBLISH_ON = 'query P($id: ID!) { catalogProduct(id: $id) { publishOn } }';

test('a product scheduled from a browser in another time zone is scheduled at that wall time in the website’s zone', async ({
  page,
  db,
  store,
  request,
  ownerToken,
}) => {
  const found = (await ownerGraphql(request, store, ownerToken, FIRST_PRODUCT)) as FirstProduct;
  expect(found.website.timeZone).toBe('America/Los_Angeles');
  const id = found.catalogProducts.edges[0]?.node.id;
  expect(id).toBeTruthy();

  await ownerSignsIn(page, db, store, RoleCode.ADMIN, `/config/products/${id}`);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  const basics = page.getByRole('region', { name: 'Basics' });
  await basics.getByLabel('State', { exact: true }).selectOption('SCHEDULED');
  const publishOn = basics.getByLabel('Publish on', { exact: true });
  await expect(publishOn).toHaveAccessibleDescription('Times are in the website’s time zone, America/Los_Angeles (PST/PDT).');
  await publishOn.fill('2099-01-15T09:30');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();

  const stored = (await ownerGraphql(request, store, ownerToken, PUBLISH_ON, { id })) as { catalogProduct: { publishOn: string } };
  expect(new Date(stored.catalogProduct.publishOn).toISOString()).toBe('2099-01-15T17:30:00.000Z');

  await page.reload();
  await expect(basics.getByLabel('State', { exact: true })).toHaveValue('SCHEDULED');
  await expect(basics.getByLabel('Publish on', { exact: true })).toHaveValue('2099-01-15T09:30');
});
