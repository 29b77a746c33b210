// The catalog memo's loads (catalog-memo.ts) in Kysely on Prisma's connection (server/db/kysely.ts): with the catalog
// cache off, or on a memo's first use, every cart request runs them, and Prisma took six statements for a product's
// display data and two for the checkout rules. tests/api/catalog-memo-rows.test.ts compares them with Prisma's rows on
// both databases.
import type { PublishStatus } from '../../domain/publish-status.ts';
import type { ShippingOption, TaxRule } from '../db/generated/postgresql/client.ts';
import { query } from '../db/kysely.ts';
import { type Param, PreparedStatement } from '../db/prepared.ts';
import { SHIPPING_OPTION_COLUMNS, TAX_RULE_COLUMNS } from '../db/tables.ts';
import type { ServiceContext } from './context.ts';

/** What the memo reads with: the database and the website. */
export type MemoContext = Pick<ServiceContext, 'db' | 'website'>;

/** One field of a product's custom form, as the memo reads it. */
export type FormFieldRow = { id: string; formId: string; type: string; title: string; required: boolean; options: unknown };

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
  status: PublishStatus;
  publishOn: Date;
  collectionSlug: string;
  /** Its first image's address, if it has images. */
  imageUrl: string | null;
  /** The addresses of its images a variant shows as its own (image id → address): a cart line shows its variant's. */
  variantImages: Record<string, string>;
  /** Its custom form's fields in order; null without a form. */
  formFields: FormFieldRow[] | null;
};

/** A read of some of the website's products, by id. */
type ProductsParams = { websiteId: string; ids: string[] };

// Each statement is built once per shape (server/db/prepared.ts): its IN list's length.
const displayRead = new PreparedStatement((db, param: Param<ProductsParams>, n: number) =>
  query(db)
    .selectFrom('Product as p')
    .innerJoin('Item as i', 'i.id', 'p.id')
    .innerJoin('Collection as col', 'col.id', 'p.collectionId')
    // `archivedAt` rather than a computed flag: an expression has no declared type on SQLite, so its 0/1 would not
    // come back as a boolean.
    .select(['p.id', 'p.productType', 'p.isSubscribable', 'p.variantOptionOrdering', 'p.additionalFieldsFormId', 'p.archivedAt'])
    .select(['i.title', 'i.urlSlug', 'i.status', 'i.publishOn', 'col.urlSlug as collectionSlug'])
    .select((eb) =>
      eb
        .selectFrom('ProductImage as im')
        .select('im.assetUrl')
        .whereRef('im.productId', '=', 'p.id')
        .orderBy('im.position', 'asc')
        .orderBy('im.id', 'asc')
        .limit(1)
        .as('imageUrl'),
    )
    .where('p.websiteId', '=', param('websiteId'))
    .where('p.id', 'in', param.each('ids', n)),
);

const variantImagesRead = new PreparedStatement((db, param: Param<ProductsParams>, n: number) =>
  query(db)
    .selectFrom('ProductImage as im')
    .select(['im.id', 'im.productId', 'im.assetUrl'])
    .where((eb) => eb.exists(eb.selectFrom('ProductVariant as v').select(eb.lit(1).as('one')).whereRef('v.mainImageId', '=', 'im.id')))
    .where('im.websiteId', '=', param('websiteId'))
    .where('im.productId', 'in', param.each('ids', n)),
);

const fieldsRead = new PreparedStatement((db, param: Param<{ formIds: string[] }>, n: number) =>
  query(db)
    .selectFrom('CustomFormField')
    .select(['id', 'formId', 'type', 'title', 'required', 'options'])
    .where('formId', 'in', param.each('formIds', n))
    .orderBy('position', 'asc')
    .orderBy('id', 'asc'),
);

/** Display data of these products of the website (two statements: the products, the images their variants show; a
 * third for the fields of those with a form). */
export async function readProductDisplay(ctx: MemoContext, ids: string[]): Promise<ProductDisplayRow[]> {
  if (ids.length === 0) return [];
  const params = { websiteId: ctx.website.id, ids };
  const [{ rows }, { rows: shown }] = await Promise.all([
    displayRead.execute(ctx.db, params, ids.length),
    variantImagesRead.execute(ctx.db, params, ids.length),
  ]);
  const products = rows.map(
    ({ archivedAt, ...p }): ProductDisplayRow => ({
      ...p,
      archived: archivedAt !== null,
      variantImages: Object.fromEntries(shown.filter((i) => i.productId === p.id).map((i) => [i.id, i.assetUrl])),
      formFields: null,
    }),
  );
  const formIds = [...new Set(products.flatMap((p) => (p.additionalFieldsFormId ? [p.additionalFieldsFormId] : [])))];
  if (formIds.length === 0) return products;
  const { rows: fields } = await fieldsRead.execute(ctx.db, { formIds }, formIds.length);
  for (const p of products) if (p.additionalFieldsFormId) p.formFields = fields.filter((f) => f.formId === p.additionalFieldsFormId);
  return products;
}

type WebsiteParams = { websiteId: string };

const taxRulesRead = new PreparedStatement((db, param: Param<WebsiteParams>) =>
  query(db).selectFrom('TaxRule').select(TAX_RULE_COLUMNS).where('websiteId', '=', param('websiteId')).orderBy('id', 'asc'),
);

const shippingOptionsRead = new PreparedStatement((db, param: Param<WebsiteParams>) =>
  query(db)
    .selectFrom('ShippingOption')
    .select(SHIPPING_OPTION_COLUMNS)
    .where('websiteId', '=', param('websiteId'))
    .where('active', '=', true)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc'),
);

/** The website's tax rules and its active shipping options in their order (two statements). */
export async function readCheckoutRules(ctx: MemoContext): Promise<{ taxRules: TaxRule[]; shippingOptions: ShippingOption[] }> {
  const [{ rows: taxRules }, { rows: shippingOptions }] = await Promise.all([
    taxRulesRead.execute(ctx.db, { websiteId: ctx.website.id }),
    shippingOptionsRead.execute(ctx.db, { websiteId: ctx.website.id }),
  ]);
  return { taxRules, shippingOptions };
}
