// The catalog memo's loads (catalog-memo.ts) as hand-written statements (server/db/sql-rows.ts), straight to the
// driver (server/db/direct-reads.ts): with the catalog cache off, or on a memo's first use, every cart request runs
// them, and Prisma took six statements for a product's display data and two for the checkout rules.
// tests/api/catalog-memo-rows.test.ts compares them with Prisma's rows on both engines.
import { join, raw, sqltag } from '@prisma/client/runtime/client';
import { SHIPPING_OPTION, TAX_RULE } from '../db/catalog-columns.ts';
import { readRows } from '../db/direct-reads.ts';
import type { CustomFormField, ShippingOption, TaxRule } from '../db/generated/postgresql/client.ts';
import { type Kind, pick, type Row, selectList } from '../db/sql-rows.ts';
import type { ServiceContext } from '../http/context.ts';

/** What the memo reads with: the database and the website. */
export type MemoContext = Pick<ServiceContext, 'db' | 'website'>;

/** A product's display data as the memo keeps it, before it is shaped into ProductMeta. */
export type ProductDisplayRow = {
  id: string;
  productType: number;
  isSubscribable: boolean;
  variantOptionOrdering: unknown;
  additionalFieldsFormId: string | null;
  archived: boolean;
  title: string;
  urlSlug: string;
  status: string;
  publishOn: Date;
  collectionSlug: string;
  /** Its first image's address, if it has images. */
  imageUrl: string | null;
  /** The addresses of its images a variant shows as its own (image id → address): a cart line shows its variant's. */
  variantImages: Record<string, string>;
  /** Its custom form's fields in order; null without a form. */
  formFields: { id: string; type: string; title: string; required: boolean; options: unknown }[] | null;
};

const DISPLAY: Record<Exclude<keyof ProductDisplayRow, 'formFields' | 'variantImages'>, Kind> = {
  id: 'text',
  productType: 'int',
  isSubscribable: 'bool',
  variantOptionOrdering: 'json',
  additionalFieldsFormId: 'text',
  archived: 'bool',
  title: 'text',
  urlSlug: 'text',
  status: 'text',
  publishOn: 'date',
  collectionSlug: 'text',
  imageUrl: 'text',
};

const SELECT_DISPLAY = raw(
  `SELECT p."id", p."productType", p."isSubscribable", p."variantOptionOrdering", p."additionalFieldsFormId", ` +
    `CASE WHEN p."archivedAt" IS NULL THEN 0 ELSE 1 END AS "archived", i."title", i."urlSlug", ` +
    `CAST(i."status" AS TEXT) AS "status", i."publishOn", col."urlSlug" AS "collectionSlug", ` +
    `(SELECT im."assetUrl" FROM "ProductImage" im WHERE im."productId" = p."id" ORDER BY im."position" ASC, im."id" ASC LIMIT 1) AS "imageUrl" ` +
    `FROM "Product" p JOIN "Item" i ON i."id" = p."id" JOIN "Collection" col ON col."id" = p."collectionId" WHERE p."websiteId" = `,
);

const FIELD = { id: 'text', formId: 'text', type: 'text', title: 'text', required: 'bool', options: 'json' } as const satisfies Partial<
  Record<keyof CustomFormField, Kind>
>;
const VARIANT_IMAGE = { id: 'text', productId: 'text', assetUrl: 'text' } as const;
const SELECT_VARIANT_IMAGES = raw(
  `SELECT im."id", im."productId", im."assetUrl" FROM "ProductImage" im ` +
    `WHERE EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."mainImageId" = im."id") AND im."websiteId" = `,
);
const SELECT_FIELDS = raw(`SELECT ${selectList('f', '', FIELD)} FROM "CustomFormField" f WHERE f."formId" IN `);

/** Display data of these products of the website (two statements: the products, the images their variants show; a
 * third for the fields of those with a form). */
export async function readProductDisplay(ctx: MemoContext, ids: string[]): Promise<ProductDisplayRow[]> {
  const [rows, images] = await Promise.all([
    readRows(ctx.db, sqltag`${SELECT_DISPLAY}${ctx.website.id} AND p."id" IN (${join(ids)})`),
    readRows(ctx.db, sqltag`${SELECT_VARIANT_IMAGES}${ctx.website.id} AND im."productId" IN (${join(ids)})`),
  ]);
  const shown = images.map((r) => pick(r, '', VARIANT_IMAGE) as unknown as { id: string; productId: string; assetUrl: string });
  const products = rows.map((r): ProductDisplayRow => {
    const p = pick(r, '', DISPLAY) as unknown as ProductDisplayRow;
    const variantImages = Object.fromEntries(shown.filter((i) => i.productId === p.id).map((i) => [i.id, i.assetUrl]));
    return { ...p, variantImages, formFields: null };
  });
  const formIds = [...new Set(products.flatMap((p) => (p.additionalFieldsFormId ? [p.additionalFieldsFormId] : [])))];
  if (formIds.length === 0) return products;
  const fields = await readRows(ctx.db, sqltag`${SELECT_FIELDS}(${join(formIds)}) ORDER BY f."position" ASC, f."id" ASC`);
  for (const p of products)
    if (p.additionalFieldsFormId)
      p.formFields = fields
        .filter((f) => f.formId === p.additionalFieldsFormId)
        .map((f) => pick(f, '', FIELD) as unknown as NonNullable<ProductDisplayRow['formFields']>[number]);
  return products;
}

const SELECT_TAX_RULES = raw(`SELECT ${selectList('t', '', TAX_RULE)} FROM "TaxRule" t WHERE t."websiteId" = `);
const SELECT_SHIPPING = raw(`SELECT ${selectList('s', '', SHIPPING_OPTION)} FROM "ShippingOption" s WHERE s."websiteId" = `);

/** The website's tax rules and its active shipping options in their order (two statements). */
export async function readCheckoutRules(ctx: MemoContext): Promise<{ taxRules: TaxRule[]; shippingOptions: ShippingOption[] }> {
  const [taxRules, shippingOptions] = await Promise.all([
    readRows(ctx.db, sqltag`${SELECT_TAX_RULES}${ctx.website.id} ORDER BY t."id" ASC`),
    readRows(ctx.db, sqltag`${SELECT_SHIPPING}${ctx.website.id} AND s."active" = TRUE ORDER BY s."position" ASC, s."id" ASC`),
  ]);
  return {
    taxRules: taxRules.map((r: Row) => pick(r, '', TAX_RULE) as unknown as TaxRule),
    shippingOptions: shippingOptions.map((r: Row) => pick(r, '', SHIPPING_OPTION) as unknown as ShippingOption),
  };
}
