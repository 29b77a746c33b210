// The product page: variant buttons, the price, marks, scarcity and the add button follow the chosen variant.
import { chooseOptions, expect, openProduct, optionGroup, recordGraphqlRequests, test } from './storefront.ts';

test('the Classic Tee asks for a size and a colour, each with a button a value, none chosen', async ({ page }) => {
  await openProduct(page, 'Classic Tee');
  await expect(optionGroup(page, 'Size').getByRole('radio')).toHaveCount(3);
  await expect(optionGroup(page, 'Color').getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await chooseOptions(page, { Size: 'M' });
  await expect(page.getByRole('group', { name: 'Size: M' }).getByRole('radio', { name: 'M' })).toBeChecked();
});

test('choosing a variant on sale shows its sale price and original price, without a request', async ({ page }) => {
  const product = await openProduct(page, 'Classic Tee');
  await expect(product.getByText('from $19.00')).toBeVisible();
  const requests = recordGraphqlRequests(page);

  await chooseOptions(page, { Size: 'M', Color: 'Black' });

  await expect(product).toContainText(/Sale Price:\s*\$19\.00\s*Original Price:\s*\$25\.00/);
  await expect(product.getByText('Sale Price:')).toBeAttached();
  await expect(product.getByText('Original Price:')).toBeAttached();
  await expect(product.getByText('sale', { exact: true })).toBeVisible();
  expect(requests).toEqual([]);
});

test('choosing a sold-out variant turns the add button into a disabled Sold Out', async ({ page }) => {
  const product = await openProduct(page, 'Classic Tee');
  await chooseOptions(page, { Size: 'S', Color: 'White' });
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(product.getByText('sold out', { exact: true })).toBeVisible();
  await expect(product).toContainText('$25.00');

  await chooseOptions(page, { Size: 'L' });
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('a low-stock product shows the scarcity message and a quantity field', async ({ page }) => {
  await openProduct(page, 'Canvas Tote');
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toHaveAttribute('min', '1');
  await expect(quantity).toHaveAttribute('max', '9999');
  await expect(quantity).toHaveAttribute('step', '1');
});

test('a sold-out product shows the store’s sold-out text and a disabled button', async ({ page }) => {
  const product = await openProduct(page, 'Wool Beanie');
  await expect(product.getByText('Back soon', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

test('the add button uses the product’s custom text, or Subscribe for subscriptions', async ({ page }) => {
  await openProduct(page, 'Engraved Mug');
  await expect(page.getByRole('button', { name: 'Personalise & Add' })).toBeEnabled();

  await openProduct(page, 'House Coffee');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Monthly\s*\$18\.00 every month/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
});

test('the product page’s title is the same in the first HTML and once the app runs; moving on drops its head; home is the store name', async ({
  page,
}) => {
  const response = await page.goto('/shop/classic-tee');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<title>Classic Tee — Shopwright Demo Store</title>');
  expect(html).toContain('"@type":"Product"');
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(page).toHaveTitle('Classic Tee — Shopwright Demo Store');
  await expect(page.locator('head [data-page-head]')).not.toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page).toHaveTitle('Shop — Shopwright Demo Store');
  await expect(page.locator('head [data-page-head]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Shopwright Demo Store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Shopwright Demo Store');
});
