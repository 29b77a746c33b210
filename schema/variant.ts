// Product variants and product images.
import { srcSet } from '../domain/image.ts';
import { type ColorData, imageAlt } from '../domain/media.ts';
import { type OptionValue, optionValues } from '../domain/variant-options.ts';
import { attributesOf as attributeMap, optionNamesOf } from '../server/services/products/product-record.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';

export const VariantAttribute = builder.objectRef<{ name: string; value: string }>('VariantAttribute').implement({
  description: 'One option value of a variant, e.g. Size = M.',
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

export function attributesOf(json: unknown): { name: string; value: string }[] {
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json as Record<string, unknown>).map(([name, value]) => ({ name, value: String(value) }));
}

export const VariantOptionValue = builder.objectRef<OptionValue>('VariantOptionValue').implement({
  description: "One of a variant's option values, in the product's option order (spec §3 Variant optionValues).",
  fields: (t) => ({ optionName: t.exposeString('optionName'), value: t.exposeString('value') }),
});

const FocalPoint = builder.objectRef<{ x: number; y: number }>('FocalPoint').implement({
  fields: (t) => ({ x: t.exposeFloat('x'), y: t.exposeFloat('y') }),
});

const ColorDataRef = builder.objectRef<ColorData>('ColorData').implement({
  description: "Average colours (hex 'rrggbb') of an image's corners and centre, and a background to show while it loads.",
  fields: (t) => ({
    topLeftAverage: t.exposeString('topLeftAverage'),
    topRightAverage: t.exposeString('topRightAverage'),
    bottomLeftAverage: t.exposeString('bottomLeftAverage'),
    bottomRightAverage: t.exposeString('bottomRightAverage'),
    centerAverage: t.exposeString('centerAverage'),
    suggestedBgColor: t.exposeString('suggestedBgColor'),
  }),
});

export const ProductImage = builder.prismaObject('ProductImage', {
  fields: (t) => ({
    id: t.exposeID('id'),
    assetUrl: t.exposeString('assetUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    originalSize: t.string({ description: "'WxH'", resolve: (i) => `${i.width}x${i.height}` }),
    altText: t.exposeString('altText'),
    alt: t.string({
      description: "What the image shows for the alt attribute: its alt text, else the product's title (at most 250 characters).",
      select: { product: { select: { item: { select: { title: true } } } } },
      resolve: (i) => imageAlt(i.altText, i.product.item.title),
    }),
    mediaFocalPoint: t.field({ type: FocalPoint, resolve: (i) => ({ x: i.focalX, y: i.focalY }) }),
    srcSet: t.string({ resolve: (i) => srcSet(i.assetUrl) }),
    fileName: t.exposeString('fileName', { description: 'The uploaded file\'s name ("" for images not uploaded here).' }),
    colorData: t.field({ type: ColorDataRef, nullable: true, resolve: (i) => (i.colorData as ColorData | null) ?? null }),
    position: t.exposeInt('position'),
  }),
});

// The columns its fields read (its product's id, stock flags and times are not asked for by any): a listing reads only
// these for each of its variants. Its fields read them with plain resolvers, not `t.expose…`: in an object with a
// `select`, Pothos checks an exposed field against the loaded selection on every row, which cost more than the unread
// columns saved.
builder.prismaObject('ProductVariant', {
  select: {
    id: true,
    sku: true,
    attributes: true,
    priceCents: true,
    salePriceCents: true,
    onSale: true,
    currency: true,
    unlimited: true,
    qtyInStock: true,
    mainImageId: true,
    weightGrams: true,
    position: true,
  },
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.id }),
    sku: t.string({ resolve: (v) => v.sku }),
    attributes: t.field({ type: [VariantAttribute], resolve: (v) => attributesOf(v.attributes) }),
    optionValues: t.field({
      type: [VariantOptionValue],
      description: "The variant's attributes as option name and value, in the product's option order (variantOptionOrdering).",
      select: { product: { select: { variantOptionOrdering: true } } },
      resolve: (v) => optionValues(attributeMap(v.attributes), optionNamesOf(v.product.variantOptionOrdering)),
    }),
    price: t.field({ type: Money, resolve: (v) => money(v.priceCents, v.currency) }),
    salePrice: t.field({ type: Money, resolve: (v) => money(v.salePriceCents, v.currency) }),
    onSale: t.boolean({ resolve: (v) => v.onSale }),
    unlimited: t.boolean({ resolve: (v) => v.unlimited }),
    qtyInStock: t.field({ type: 'SafeInt', resolve: (v) => v.qtyInStock }),
    inStock: t.boolean({ resolve: (v) => v.unlimited || v.qtyInStock > 0 }),
    mainImageId: t.string({ nullable: true, resolve: (v) => v.mainImageId }),
    weightGrams: t.int({ resolve: (v) => v.weightGrams }),
    product: t.relation('product'),
    position: t.int({ resolve: (v) => v.position }),
  }),
});
