// Defaults for missing text (spec §9): where an owner leaves a text blank the storefront shows 'sold out', 'sale',
// 'Add To Cart'…; 'Unavailable' for a choice of options no variant has. The owner changes the test's own store.

import { MAX_OPTION_BUTTONS } from '../../domain/variant-selection.ts';
import { expect, ownerGraphql, test } from './owner.ts';
import { chooseOptions, optionGroup } from './storefront.ts';

test("'Unavailable': options that name no variant turn the add button into Unavailable and mark the value", async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  const found = (await ownerGraphql(
    request,
    store,
    ownerToken,
    '{ product(urlSlug: "classic-tee", collectionSlug: "shop") { variants { id sku } } }',
  )) as {
    product: { variants: { id: string; sku: string }[] };
  };
  const largeWhite = found.product.variants.find((v) => v.sku === 'TEE-L-WHITE');
  await ownerGraphql(request, store, ownerToken, 'mutation R($id: ID!) { removeVariant(id: $id) { userErrors { message } } }', {
    id: largeWhite?.id,
  });

  await page.goto('/shop/classic-tee');
  await chooseOptions(page, { Size: 'L' });
  const color = optionGroup(page, 'Color');
  await expect(color.getByRole('radio', { name: 'White (Unavailable)' })).toBeAttached();
  await expect(color.getByRole('radio', { name: 'Black', exact: true })).toBeAttached();
  await chooseOptions(page, { Color: 'White' });
  const button = page.getByRole('button', { name: 'Unavailable' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.dispatchEvent('click');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  await chooseOptions(page, { Color: 'Black' });
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test("blank texts: 'sold out' for the sold-out mark and 'Add To Cart' for the button", async ({ page, request, store, ownerToken }) => {
  const merchandising =
    'mutation M($p: ID!, $i: MerchandisingInput!) { updateMerchandising(productId: $p, input: $i) { userErrors { message } } }';
  const beanie = (await ownerGraphql(request, store, ownerToken, '{ product(urlSlug: "wool-beanie", collectionSlug: "shop") { id } }')) as {
    product: { id: string };
  };
  await ownerGraphql(request, store, ownerToken, merchandising, { p: beanie.product.id, i: { customSoldOutText: '  ' } });
  await page.goto('/shop/wool-beanie');
  await expect(page.getByRole('article', { name: 'Wool Beanie' }).getByText('sold out', { exact: true })).toBeVisible();

  const mug = (await ownerGraphql(request, store, ownerToken, '{ product(urlSlug: "engraved-mug", collectionSlug: "shop") { id } }')) as {
    product: { id: string };
  };
  await ownerGraphql(
    request,
    store,
    ownerToken,
    'mutation U($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { userErrors { message } } }',
    {
      id: mug.product.id,
      i: { customAddButtonText: ' ' },
    },
  );
  await page.goto('/shop/engraved-mug');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test("the fixed defaults where they are shown: 'Quick View', 'Quantity', 'Select Size' and the custom form's 'Select Value'", async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('article', { name: 'Classic Tee' }).getByRole('button', { name: 'Quick View' })).toBeVisible();

  // An option of more values than buttons are drawn for is a dropdown, which starts at 'Select Size'.
  const tee = (await ownerGraphql(request, store, ownerToken, '{ product(urlSlug: "classic-tee", collectionSlug: "shop") { id } }')) as {
    product: { id: string };
  };
  for (const size of ['XXS', 'XS', 'XL', 'XXL', '3XL', '4XL'].slice(0, MAX_OPTION_BUTTONS - 2))
    await ownerGraphql(
      request,
      store,
      ownerToken,
      'mutation A($p: ID!, $i: VariantInput!) { addVariant(productId: $p, input: $i) { userErrors { message } } }',
      {
        p: tee.product.id,
        i: {
          attributes: [
            { name: 'Size', value: size },
            { name: 'Color', value: 'Black' },
          ],
          priceCents: 2500,
          qtyInStock: 1,
        },
      },
    );
  await page.goto('/shop/classic-tee');
  await expect(page.getByRole('combobox', { name: 'Size' }).getByRole('option', { name: 'Select Size', selected: true })).toBeAttached();
  await expect(optionGroup(page, 'Color').getByRole('radio')).toHaveCount(2);

  await page.goto('/shop/canvas-tote');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

  await page.goto('/shop/engraved-mug');
  await page.getByRole('button', { name: 'Personalise & Add' }).click();
  const font = page.getByRole('dialog', { name: 'Engraving details' }).getByRole('combobox', { name: 'Font' });
  await expect(font.getByRole('option', { name: 'Select Value', selected: true })).toBeAttached();
});
