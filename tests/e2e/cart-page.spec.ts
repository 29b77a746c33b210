// The cart page /cart (spec §2, §3, §5, §8): lines with image, variant, quantity and total; changing the quantity,
// removing, editing custom-form details in the modal, the summary, 'Customers also bought' and the cart messages.
import { addFromProductPage, cartLine, cartLink, cartPill, expect, openCart, openProduct, test } from './storefront.ts';

test('an empty cart says so and offers Continue Shopping; the page is marked show cart (page type 200)', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.locator('main').first()).toHaveAttribute('data-page-type', '200');
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('a line shows its product, variant, quantity and total; changing the quantity updates the totals', async ({ page }) => {
  await addFromProductPage(page, 'Classic Tee', { Size: 'L', Color: 'White' });
  await openCart(page);
  const line = cartLine(page, 'Classic Tee');
  await expect(line.getByRole('link', { name: 'Classic Tee' })).toBeVisible();
  await expect(line).toContainText('Size: L, Color: White');
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(line).toContainText('$25.00');

  await line.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await line.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await expect(line).toContainText('$75.00');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Subtotal\s*\$75\.00/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items in cart $75.00');
  await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', /^\/checkout\?cartToken=[\w-]+$/);
});

test('a quantity that is not a whole number is refused beside the field, without a request', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  const quantity = cartLine(page, 'Canvas Tote').getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('1.5');
  await quantity.press('Enter');
  await expect(cartLine(page, 'Canvas Tote')).toContainText('Quantity must be a whole number');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
});

test('removing the last line empties the cart and hides the pill', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  await cartLine(page, 'Canvas Tote').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await expect(cartPill(page)).toBeHidden();
  await page.reload();
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
});

test('a failed quantity change shows Unable to update quantity with the connection hint, and keeps the quantity', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('mutation UpdateCartEntryQuantity')
      ? route.abort('internetdisconnected')
      : route.fallback(),
  );
  const line = cartLine(page, 'Canvas Tote');
  await line.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await line.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await expect(line.getByRole('alert')).toHaveText('Unable to update quantity Please check your internet connection.');
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item in cart $32.00');
});

test('the Engraved Mug asks for its engraving details, and Edit details changes them in the cart', async ({ page }) => {
  const mug = await openProduct(page, 'Engraved Mug');
  await mug.getByRole('button', { name: 'Personalise & Add' }).click();
  const form = page.getByRole('dialog', { name: 'Engraving details' });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Required')).toHaveCount(2);
  await expect(form.getByText('Update the missing or invalid information above.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Engraving text' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: 'Engraving text' }).fill('For Ada');
  await form.getByRole('combobox', { name: 'Font' }).selectOption('Script');
  await form.getByRole('checkbox', { name: 'Gift wrap' }).check();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Engraved Mug was added to your cart.')).toBeVisible();

  await openCart(page);
  const line = cartLine(page, 'Engraved Mug');
  await expect(line).toContainText(/Engraving text\s*For Ada/);
  await expect(line).toContainText(/Font\s*Script/);
  await expect(line).toContainText(/Extras\s*Gift wrap/);

  await line.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Engraving details' });
  await expect(edit.getByRole('textbox', { name: 'Engraving text' })).toHaveValue('For Ada');
  await expect(edit.getByRole('combobox', { name: 'Font' })).toHaveValue('Script');
  await edit.getByRole('textbox', { name: 'Engraving text' }).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Required')).toBeVisible();

  await edit.getByRole('textbox', { name: 'Engraving text' }).fill('For Grace');
  await edit.getByRole('combobox', { name: 'Font' }).selectOption('Sans');
  await edit.getByRole('checkbox', { name: 'Gift wrap' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(line).toContainText(/Engraving text\s*For Grace/);
  await expect(line).toContainText(/Font\s*Sans/);
  await expect(line).toContainText(/Extras\s*N\/A/);
});

test('Customers also bought shows other products of the collection, not those in the cart', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  const block = page.getByRole('region', { name: 'Customers also bought' });
  await expect(block.getByRole('article', { name: 'Classic Tee' })).toBeVisible();
  await expect(block.getByRole('article', { name: 'Canvas Tote' })).toHaveCount(0);
});

test("a failed add from Customers also bought shows the cart message 'Unable to add item' with its hint", async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  const lookbook = page.getByRole('region', { name: 'Customers also bought' }).getByRole('article', { name: 'Digital Lookbook' });
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('mutation AddToCart') ? route.abort('internetdisconnected') : route.fallback(),
  );
  await lookbook.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(lookbook.getByRole('alert')).toHaveText('Unable to add item Please check your internet connection.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.unroute('**/graphql');
  await expect(lookbook.getByRole('button', { name: 'Add To Cart' })).toHaveAttribute('class', /add-to-cart-button--idle/);
  await lookbook.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartLine(page, 'Digital Lookbook')).toBeVisible();
  await expect(page.getByText('Unable to add item')).toHaveCount(0);
});
