import { describe, expect, it } from 'vitest';
import { backPath, cartFormErrorMessage, selectedOptionsOf } from '../../domain/cart-form.ts';
import { OUT_OF_STOCK_MESSAGE, TrackedErrorType, UNABLE_TO_ADD_ITEM_MESSAGE } from '../../domain/messages.ts';

describe('the purchase form without JavaScript', () => {
  it('reads the chosen options from fields named option:{name}, leaving out empty ones', () => {
    expect(
      selectedOptionsOf([
        ['itemId', 'p1'],
        ['option:Size', 'M'],
        ['option:Color', ''],
        ['quantity', '2'],
      ]),
    ).toEqual({ Size: 'M' });
  });

  it('goes back only to a path of this site, without its query', () => {
    expect(backPath('/shop/tee')).toBe('/shop/tee');
    expect(backPath('/shop/tee?cart-error=OUT_OF_STOCK#x')).toBe('/shop/tee');
    for (const raw of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '', null, `/${'a'.repeat(600)}`])
      expect(backPath(raw)).toBe('/');
  });

  it("a refusal brought back shows the script's message: a missing option names the product's options", () => {
    expect(cartFormErrorMessage(TrackedErrorType.NO_VARIANT_SELECTED, ['Size'])).toBe('Please select the Size option.');
    expect(cartFormErrorMessage(TrackedErrorType.NO_VARIANT_SELECTED, ['Size', 'Color'])).toBe('Please select the Size and Color options.');
    expect(cartFormErrorMessage(TrackedErrorType.OUT_OF_STOCK, ['Size'])).toBe(OUT_OF_STOCK_MESSAGE);
  });

  it("'Unable to add item' for any other code", () => {
    expect(cartFormErrorMessage('SOMETHING_ELSE', [])).toBe(UNABLE_TO_ADD_ITEM_MESSAGE);
    expect(cartFormErrorMessage('<script>', [])).toBe('Unable to add item');
  });
});
