// Checks an owner's product change makes against the database before writing: the collection and form exist in this
// website, the URL slug is free in its collection, SKUs are free in the website. Each refusal names its field.
import { alreadyExistsMessage, NO_SUCH_COLLECTION_MESSAGE } from '../../../domain/editing-messages.ts';
import { CollectionType } from '../../../domain/site-structure.ts';
import { freeSlug, slugify } from '../../../domain/url-slug.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';
import { fail, Refused, type UserError } from '../user-errors.ts';
import { uniqueViolation } from './product-record.ts';

type Refusal = { ok: false; userErrors: UserError[] };

export const SLUG_TAKEN = alreadyExistsMessage('URL slug');
export const SKU_TAKEN = alreadyExistsMessage('SKU');

/** The website's product collection, or a refusal naming `field`. */
export async function productCollection(ctx: ServiceContext, id: string, field = 'collectionId') {
  const collection = await ctx.db.collection.findFirst({
    where: { id, websiteId: ctx.website.id, type: CollectionType.PRODUCTS },
    select: { id: true, urlSlug: true },
  });
  return collection ? ({ ok: true, collection } as const) : fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, field);
}

/** A refusal when the form is not one of the website's product forms. */
export async function productFormProblem(ctx: ServiceContext, formId: string | null | undefined): Promise<Refusal | null> {
  if (!formId) return null;
  const form = await ctx.db.customForm.findFirst({
    where: { id: formId, websiteId: ctx.website.id, kind: 'PRODUCT' },
    select: { id: true },
  });
  return form ? null : fail('NOT_FOUND', 'No such product form.', 'additionalFieldsFormId');
}

/** The slug to use in a collection: the one asked for (refused when taken by another item), or one made from the
 * title that no item there has. */
export async function slugIn(
  ctx: ServiceContext,
  collectionId: string,
  wanted: { urlSlug?: string; title: string },
  exceptItemId?: string,
): Promise<{ ok: true; urlSlug: string } | Refusal> {
  const others = { collectionId, ...(exceptItemId ? { id: { not: exceptItemId } } : {}) };
  if (wanted.urlSlug) {
    const taken = await ctx.db.item.findFirst({ where: { ...others, urlSlug: wanted.urlSlug }, select: { id: true } });
    return taken ? fail('ALREADY_EXISTS', SLUG_TAKEN, 'urlSlug') : { ok: true, urlSlug: wanted.urlSlug };
  }
  const base = slugify(wanted.title);
  const rows = await ctx.db.item.findMany({ where: { ...others, urlSlug: { startsWith: base } }, select: { urlSlug: true } });
  return { ok: true, urlSlug: freeSlug(base, new Set(rows.map((r) => r.urlSlug))) };
}

/** A refusal when SKUs repeat among themselves or another variant of the website has one. `fieldOf` names the
 * field of the i-th SKU. */
export async function skusProblem(
  ctx: ServiceContext,
  skus: (string | undefined)[],
  fieldOf: (i: number) => string,
  exceptVariantIds: string[] = [],
): Promise<Refusal | null> {
  const given = skus.flatMap((sku, i) => (sku ? [{ sku, i }] : []));
  const repeated = given.find((g, n) => given.findIndex((o) => o.sku === g.sku) !== n);
  if (repeated) return fail('ALREADY_EXISTS', SKU_TAKEN, fieldOf(repeated.i));
  if (given.length === 0) return null;
  const taken = await ctx.db.productVariant.findFirst({
    where: { websiteId: ctx.website.id, sku: { in: given.map((g) => g.sku) }, id: { notIn: exceptVariantIds } },
    select: { sku: true },
  });
  const clash = taken && given.find((g) => g.sku === taken.sku);
  return clash ? fail('ALREADY_EXISTS', SKU_TAKEN, fieldOf(clash.i)) : null;
}

/** Locks a product collection's row for the rest of the transaction, so that products are added to it (and their
 * positions counted) one at a time and it cannot be deleted under them; refused when it is gone. */
export async function lockCollection(tx: Tx, collectionId: string): Promise<void> {
  const { count } = await tx.collection.updateMany({ where: { id: collectionId }, data: { updatedAt: new Date() } });
  if (count === 0) throw new Refused(fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'collectionId'));
}

/** A write refused inside its transaction, or one that lost a race for a unique slug or SKU, as the refusal it would
 * have had; anything else is rethrown. */
export function raceRefusal(err: unknown): Refusal {
  if (err instanceof Refused) return err.refusal;
  const fields = uniqueViolation(err);
  if (!fields) throw err;
  if (fields.includes('urlSlug')) return fail('ALREADY_EXISTS', SLUG_TAKEN, 'urlSlug');
  if (fields.includes('sku')) return fail('ALREADY_EXISTS', SKU_TAKEN, 'sku');
  throw err;
}
