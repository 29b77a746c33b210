// The block editor's choosers: names for forms, words for ids that no longer resolve, and the ordered, bounded list of
// an add-on products block.
import { describe, expect, it } from 'vitest';
import { newBlock, toApi } from '../../client/src/console/website/block-fields.ts';
import {
  formLabel,
  idsOf,
  moved,
  unknownForm,
  unknownImage,
  unknownProduct,
  withoutAt,
  withProduct,
} from '../../client/src/console/website/pickers.ts';
import { MAX_BLOCK_PRODUCTS } from '../../domain/store-limits.ts';

describe('block pickers', () => {
  it('names a form with its kind and number of fields', () => {
    expect(formLabel({ name: 'Contact us', kind: 'CONTACT', fieldCount: 6 })).toBe('Contact us (contact form, 6 fields)');
    expect(formLabel({ name: 'Newsletter', kind: 'NEWSLETTER', fieldCount: 1 })).toBe('Newsletter (newsletter form, 1 field)');
    expect(formLabel({ name: 'Engraving', kind: 'PRODUCT', fieldCount: 0 })).toBe('Engraving (product form, 0 fields)');
  });

  it('says which id no longer resolves', () => {
    expect(unknownProduct('prod-gone')).toBe('Unknown product (id prod-gone)');
    expect(unknownForm('form-gone')).toBe('Unknown form (id form-gone)');
    expect(unknownImage('image-gone')).toBe('Unknown image (id image-gone)');
  });

  it('reads stored product ids, keeping only non-empty strings', () => {
    expect(idsOf(['a', '', 3, 'b'])).toEqual(['a', 'b']);
    expect(idsOf('a,b')).toEqual([]);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('adds a product at the end once, never past the block’s maximum', () => {
    expect(withProduct(['a'], 'b', 3)).toEqual(['a', 'b']);
    expect(withProduct(['a', 'b'], 'a', 3)).toEqual(['a', 'b']);
    const full = Array.from({ length: MAX_BLOCK_PRODUCTS }, (_, i) => `p${i}`);
    expect(withProduct(full, 'extra', MAX_BLOCK_PRODUCTS)).toEqual(full);
  });

  it('removes and moves products keeping the others in order', () => {
    expect(withoutAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves out an empty optional product and an empty uploaded image', () => {
    const also = newBlock('customers-also-bought');
    also.data.productId = '';
    const image = newBlock('image');
    image.data = { ...image.data, assetUrl: '/images/tee.svg', imageId: '' };
    const [a, i] = toApi([also, image]);
    expect(a.data).not.toHaveProperty('productId');
    expect(i.data).not.toHaveProperty('imageId');
  });
});
