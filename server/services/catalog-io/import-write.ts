// Writes one batch of an import in one transaction: the collections it names that are missing, its new products
// (added at the end of their collections, in file order), its updated products (title, description, visibility,
// options, variants, images), the job's progress (only while this worker holds the job), and one audit entry. A
// product's rows are never split across batches, so a product is written whole or not at all.
import { randomBytes } from 'node:crypto';
import type { ParsedProduct, ParsedVariant } from '../../../domain/catalog-csv-reader.ts';
import { ProductType, tracksStock } from '../../../domain/product-type.ts';
import { searchTextOf } from '../../../domain/search-text.ts';
import { CollectionType } from '../../../domain/site-structure.ts';
import { freeSlug, slugify } from '../../../domain/url-slug.ts';
import type { Db, Prisma, Tx } from '../../db/client.ts';
import type { Website } from '../../db/generated/postgresql/client.ts';
import { recordChanges } from '../audit.ts';
import type { CatalogEntity } from '../catalog-events.ts';
import type { FileStorage } from '../media/storage.ts';
import { lockCollection } from '../products/product-checks.ts';
import type { VariantFields } from '../products/product-input.ts';
import { variantRow } from '../products/products.ts';
import { markRestocked, type StockMove } from '../restock-triggers.ts';
import type { ImportPlanner, KnownImage, ProductPlan } from './import-plan.ts';

/** Who imports into which website: the owner who uploaded the file, or (owner null) the command line. */
export type ImportTarget = { website: Website; owner: { id: string; email: string } | null };

/** The job was taken over by another worker (this one was too slow to renew its claim): it stops at once. */
export class LostClaim extends Error {}

export type BatchResult = { rows: number; created: number; updated: number; variants: number; changed: CatalogEntity[] };

/** Whether two JSON values (option names, attributes) hold the same, key order aside. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  return ka.length === kb.length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/** A record id for rows made in bulk (items and products share theirs). */
export const newRecordId = () => `c${Date.now().toString(36)}${randomBytes(9).toString('hex')}`;

const fieldsOf = (v: ParsedVariant): VariantFields => ({
  sku: v.sku,
  attributes: v.attributes,
  priceCents: v.priceCents,
  salePriceCents: v.salePriceCents,
  onSale: v.onSale,
  ...(v.stock ? { unlimited: v.stock.unlimited, qtyInStock: v.stock.unlimited ? 0 : v.stock.qtyInStock } : {}),
  weightGrams: v.weightGrams,
});

function imageRow(websiteId: string, productId: string, image: KnownImage, position: number): Prisma.ProductImageCreateManyInput {
  const { websiteId: _w, widths, colorData, ...fields } = image;
  return {
    ...fields,
    widths: (widths ?? undefined) as Prisma.InputJsonValue | undefined,
    colorData: (colorData ?? undefined) as Prisma.InputJsonValue | undefined,
    websiteId,
    productId,
    position,
  };
}

type Job = { id: string; worker: string };

export class BatchWriter {
  /** Slugs given to products of the file that had none, per collection. */
  private readonly madeSlugs = new Map<string, Set<string>>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly target: ImportTarget,
    private readonly planner: ImportPlanner,
    /** The slugs the file gives products of a collection (kept clear of made ones). */
    private readonly fileSlugs: (collectionSlug: string) => ReadonlySet<string>,
    private readonly job: Job,
  ) {}

  async write(plans: ProductPlan[]): Promise<BatchResult> {
    const slugs = await this.slugsFor(plans);
    const released: string[] = [];
    const now = new Date();
    const result = await this.db.$transaction(
      async (tx) => {
        const changed: CatalogEntity[] = await this.createCollections(tx, plans);
        const creates = plans.filter((p) => !p.existing);
        const positions = new Map<string, number>();
        for (const id of new Set(creates.map((p) => this.collectionIdOf(p)))) {
          await lockCollection(tx, id);
          positions.set(id, await tx.product.count({ where: { collectionId: id } }));
        }
        const items: Prisma.ItemCreateManyInput[] = [];
        const products: Prisma.ProductCreateManyInput[] = [];
        const variants: Prisma.ProductVariantCreateManyInput[] = [];
        const images: Prisma.ProductImageCreateManyInput[] = [];
        const websiteId = this.target.website.id;
        for (const plan of creates) {
          const id = newRecordId();
          const collectionId = this.collectionIdOf(plan);
          const { parsed } = plan;
          const urlSlug = parsed.urlSlug ?? (slugs.get(plan) as string);
          const productType = parsed.productType ?? ProductType.PHYSICAL;
          items.push({
            id,
            websiteId,
            collectionId,
            recordType: 11,
            title: parsed.title,
            urlSlug,
            excerpt: parsed.description ?? '',
            status: parsed.visible ? 'PUBLISHED' : 'DRAFT',
            publishOn: now,
            searchText: searchTextOf(parsed.title, urlSlug),
          });
          const position = positions.get(collectionId) ?? 0;
          positions.set(collectionId, position + 1);
          products.push({ id, websiteId, collectionId, productType, variantOptionOrdering: parsed.optionNames, position });
          variants.push(...parsed.variants.map((v, i) => variantRow(this.target, { id, productType }, fieldsOf(v), i)));
          images.push(...(plan.images ?? []).map((image, i) => imageRow(websiteId, id, image, i)));
          changed.push({ websiteId, typename: 'Product', id });
        }
        await tx.item.createMany({ data: items });
        await tx.product.createMany({ data: products });
        if (images.length > 0) await tx.productImage.createMany({ data: images });
        await tx.productVariant.createMany({ data: variants });
        let variantsWritten = variants.length;
        const updates = plans.filter((p) => p.existing);
        for (const plan of updates) {
          variantsWritten += await this.update(tx, plan, now, released);
          changed.push({ websiteId, typename: 'Product', id: plan.existing?.id as string });
        }
        const rows = plans.reduce((n, p) => n + p.parsed.rows, 0);
        const { count } = await tx.catalogImportJob.updateMany({
          where: { id: this.job.id, claimedBy: this.job.worker, status: 'RUNNING' },
          data: {
            processedRows: { increment: rows },
            productsCreated: { increment: creates.length },
            productsUpdated: { increment: updates.length },
            variantsWritten: { increment: variantsWritten },
            claimedAt: new Date(),
          },
        });
        if (count === 0) throw new LostClaim();
        const slugOf = (p: ProductPlan) => p.existing?.urlSlug ?? p.parsed.urlSlug ?? slugs.get(p);
        await recordChanges(tx, this.target, [
          {
            action: 'import.batch',
            entityType: 'Import',
            entityId: this.job.id,
            after: {
              rows: [plans[0]?.parsed.row, (plans.at(-1)?.parsed.row ?? 0) + (plans.at(-1)?.parsed.rows ?? 1) - 1],
              created: creates.map((p, i) => ({ id: products[i].id, urlSlug: slugOf(p) })),
              updated: updates.map((p) => ({ id: p.existing?.id, urlSlug: slugOf(p) })),
            },
          },
        ]);
        return { rows, created: creates.length, updated: updates.length, variants: variantsWritten, changed };
      },
      // A batch is bounded (IMPORT_BATCH_ROWS); the time allowed is generous for slow disks.
      { timeout: 300_000, maxWait: 60_000 },
    );
    await this.release(released);
    return result;
  }

  private collectionIdOf(plan: ProductPlan): string {
    return this.planner.collectionId(plan.collectionSlug) as string;
  }

  /** Creates the collections the batch names that do not exist yet, at the end of the website's collections. */
  private async createCollections(tx: Tx, plans: ProductPlan[]): Promise<CatalogEntity[]> {
    const changed: CatalogEntity[] = [];
    for (const slug of new Set(plans.map((p) => p.collectionSlug))) {
      const wanted = this.planner.collectionToCreate(slug);
      if (!wanted) continue;
      const websiteId = this.target.website.id;
      const position = await tx.collection.count({ where: { websiteId } });
      const collection = await tx.collection.create({
        data: { websiteId, title: wanted.title, urlSlug: wanted.urlSlug, type: CollectionType.PRODUCTS, position },
      });
      await recordChanges(tx, this.target, [
        {
          action: 'collection.create',
          entityType: 'Collection',
          entityId: collection.id,
          after: { title: collection.title, urlSlug: collection.urlSlug, position, type: collection.type },
        },
      ]);
      this.planner.collectionCreated(slug, collection.id);
      changed.push({ websiteId, typename: 'Collection', id: collection.id });
    }
    return changed;
  }

  /** Slugs for the batch's new products that the file gives none: made from the title, free in the collection. */
  private async slugsFor(plans: ProductPlan[]): Promise<Map<ProductPlan, string>> {
    const made = new Map<ProductPlan, string>();
    for (const plan of plans) {
      if (plan.existing || plan.parsed.urlSlug) continue;
      const base = slugify(plan.parsed.title);
      const collectionId = this.planner.collectionId(plan.collectionSlug);
      const rows = collectionId
        ? await this.db.item.findMany({ where: { collectionId, urlSlug: { startsWith: base } }, select: { urlSlug: true } })
        : [];
      const mine = this.madeSlugs.get(plan.collectionSlug) ?? new Set<string>();
      const taken = new Set([...rows.map((r) => r.urlSlug), ...this.fileSlugs(plan.collectionSlug), ...mine]);
      const slug = freeSlug(base, taken);
      mine.add(slug);
      this.madeSlugs.set(plan.collectionSlug, mine);
      made.set(plan, slug);
    }
    return made;
  }

  /** Updates an existing product as the file has it (rows already as the file has them are left alone); returns how
   * many variants it wrote. */
  private async update(tx: Tx, plan: ProductPlan, now: Date, released: string[]): Promise<number> {
    const existing = plan.existing as NonNullable<ProductPlan['existing']>;
    const parsed: ParsedProduct = plan.parsed;
    const productType = existing.product.productType;
    const visibility =
      parsed.visible === true && existing.status !== 'PUBLISHED'
        ? { status: 'PUBLISHED' as const, publishOn: now }
        : parsed.visible === false && existing.status === 'PUBLISHED'
          ? { status: 'DRAFT' as const }
          : {};
    const excerpt = parsed.description !== undefined && parsed.description !== existing.excerpt ? { excerpt: parsed.description } : {};
    if (parsed.title !== existing.title || Object.keys({ ...excerpt, ...visibility }).length > 0)
      await tx.item.update({
        where: { id: existing.id },
        data: { title: parsed.title, searchText: searchTextOf(parsed.title, existing.urlSlug), ...excerpt, ...visibility },
      });
    if (!sameJson(existing.product.variantOptionOrdering, parsed.optionNames))
      await tx.product.update({ where: { id: existing.id }, data: { variantOptionOrdering: parsed.optionNames } });
    if (plan.removed.length > 0) await tx.productVariant.deleteMany({ where: { id: { in: plan.removed }, productId: existing.id } });
    const before = new Map(existing.product.variants.map((v) => [v.id, v]));
    const moves: StockMove[] = [];
    const created: Prisma.ProductVariantCreateManyInput[] = [];
    let written = 0;
    for (const [i, v] of parsed.variants.entries()) {
      const id = plan.matches[i];
      if (!id) {
        created.push(variantRow(this.target, { id: existing.id, productType }, fieldsOf(v), i));
        continue;
      }
      const was = before.get(id) as NonNullable<ReturnType<typeof before.get>>;
      const stock = tracksStock(productType) && v.stock ? fieldsOf(v) : null;
      const data = {
        sku: v.sku ?? was.sku,
        attributes: v.attributes,
        priceCents: v.priceCents,
        salePriceCents: v.salePriceCents ?? was.salePriceCents,
        onSale: v.onSale ?? was.onSale,
        weightGrams: v.weightGrams ?? was.weightGrams,
        position: i,
        unlimited: stock?.unlimited ?? was.unlimited,
        qtyInStock: stock?.qtyInStock ?? was.qtyInStock,
      };
      const same = (Object.keys(data) as (keyof typeof data)[]).every((k) =>
        k === 'attributes' ? sameJson(was.attributes, data.attributes) : was[k] === data[k],
      );
      if (same) continue;
      await tx.productVariant.update({ where: { id }, data });
      written++;
      if (stock) moves.push({ variantId: id, before: was, after: { unlimited: data.unlimited, qtyInStock: data.qtyInStock } });
    }
    if (created.length > 0) await tx.productVariant.createMany({ data: created });
    await markRestocked(tx, this.target.website.id, moves);
    if (plan.images) await this.replaceImages(tx, existing, plan.images, released);
    return written + created.length;
  }

  /** The product's images become the file's, in its order: kept when already there, added, or removed. */
  private async replaceImages(tx: Tx, existing: NonNullable<ProductPlan['existing']>, wanted: KnownImage[], released: string[]) {
    const urls = wanted.map((i) => i.assetUrl);
    const gone = existing.product.images.filter((i) => !urls.includes(i.assetUrl));
    if (gone.length > 0) await tx.productImage.deleteMany({ where: { id: { in: gone.map((i) => i.id) } } });
    released.push(...gone.map((i) => i.storageKey));
    for (const [position, image] of wanted.entries()) {
      const mine = existing.product.images.find((i) => i.assetUrl === image.assetUrl);
      if (mine && existing.product.images.indexOf(mine) === position) continue;
      if (mine) await tx.productImage.update({ where: { id: mine.id }, data: { position } });
      else
        await tx.productImage.create({
          data: imageRow(this.target.website.id, existing.id, image, position) as Prisma.ProductImageUncheckedCreateInput,
        });
    }
  }

  /** Removes stored renditions no image uses any more. */
  private async release(storageKeys: string[]) {
    for (const key of new Set(storageKeys.filter(Boolean)))
      if ((await this.db.productImage.count({ where: { storageKey: key } })) === 0) await this.storage.remove(key);
  }
}
