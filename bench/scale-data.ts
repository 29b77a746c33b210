// Platform-sized data for `npm run bench:scale`, written with SQL alone (a million products in about a minute):
// websites with their host name, collections and products (an item, 1–3 variants with prices and stock, some on sale
// or sold out, an image, a description), as the storefront's own writes would leave them. The same statements run on
// SQLite and PostgreSQL: a recursive series, a time computed by the database.
import type { Db } from '../server/db/client.ts';
import type { Provider } from '../server/db/migration-files.ts';

export type WebsitesPlan = {
  /** Website ids are `${prefix}` (one website) or `${prefix}-${n}` (several), host names `${id}.localhost`. */
  prefix: string;
  websites: number;
  productsEach: number;
  /** Collections of each website: the first is `shop`, the others `shop-2` … (products dealt round them). */
  collectionsEach: number;
};

/** Words titles and descriptions are made of, so that search finds common and rare ones. */
export const TITLE_WORDS = ['Linen', 'Wool', 'Cotton', 'Canvas', 'Leather', 'Denim', 'Silk', 'Cashmere'];
export const KIND_WORDS = ['Tee', 'Shirt', 'Tote', 'Beanie', 'Jacket', 'Scarf', 'Mug', 'Apron', 'Cap', 'Sock'];
/** One product in this many is sold out, one in SALE_EVERY on sale; one in DRAFT_EVERY is a draft. */
export const SOLD_OUT_EVERY = 17;
export const SALE_EVERY = 10;
export const DRAFT_EVERY = 50;

export const hostOf = (websiteId: string) => `${websiteId}.localhost`;

/** Writes the plan's websites, collections and products; returns how long it took in ms. */
export async function generateWebsites(db: Db, provider: Provider, plan: WebsitesPlan): Promise<number> {
  const started = performance.now();
  const sql = dialect(provider);
  const total = plan.websites * plan.productsEach;
  const one = plan.websites === 1;
  const website = (n: string) => (one ? `'${plan.prefix}'` : `'${plan.prefix}-' || ${n}`);
  // Product i (1…total) belongs to website w = (i - 1) / productsEach (whole division), collection k of it.
  const w = `((i - 1) / ${plan.productsEach})`;
  const k = `(((i - 1) % ${plan.productsEach}) % ${plan.collectionsEach})`;
  const n = `((i - 1) % ${plan.productsEach} + 1)`;
  const productId = `${website(w)} || '-p' || ${n}`;
  const collectionId = `${website(w)} || '-c' || ${k}`;
  const word = (words: string[], index: string) => `(CASE ${index} ${words.map((value, i) => `WHEN ${i} THEN '${value}'`).join(' ')} END)`;
  const title = `${word(TITLE_WORDS, `(${n} % ${TITLE_WORDS.length})`)} || ' ' || ${word(KIND_WORDS, `((${n} / ${TITLE_WORDS.length}) % ${KIND_WORDS.length})`)} || ' ' || ${n}`;
  const slug = `lower(${word(TITLE_WORDS, `(${n} % ${TITLE_WORDS.length})`)}) || '-' || lower(${word(KIND_WORDS, `((${n} / ${TITLE_WORDS.length}) % ${KIND_WORDS.length})`)}) || '-' || ${n}`;

  await db.$executeRawUnsafe(
    `${sql.series('i', plan.websites)} INSERT INTO "Website" ("id", "name", "createdAt", "updatedAt")
     SELECT ${website('(i - 1)')}, 'Scale store ' || i, ${sql.now}, ${sql.now} FROM g`,
  );
  await db.$executeRawUnsafe(
    `${sql.series('i', plan.websites)} INSERT INTO "WebsiteDomain" ("hostname", "websiteId")
     SELECT ${website('(i - 1)')} || '.localhost', ${website('(i - 1)')} FROM g`,
  );
  await db.$executeRawUnsafe(
    `${sql.series('i', plan.websites * plan.collectionsEach)}
     INSERT INTO "Collection" ("id", "websiteId", "title", "urlSlug", "type", "position", "createdAt", "updatedAt")
     SELECT ${website(`((i - 1) / ${plan.collectionsEach})`)} || '-c' || ((i - 1) % ${plan.collectionsEach}),
            ${website(`((i - 1) / ${plan.collectionsEach})`)},
            CASE WHEN (i - 1) % ${plan.collectionsEach} = 0 THEN 'Shop' ELSE 'Shop ' || ((i - 1) % ${plan.collectionsEach} + 1) END,
            CASE WHEN (i - 1) % ${plan.collectionsEach} = 0 THEN 'shop' ELSE 'shop-' || ((i - 1) % ${plan.collectionsEach} + 1) END,
            13, (i - 1) % ${plan.collectionsEach}, ${sql.now}, ${sql.now} FROM g`,
  );
  await db.$executeRawUnsafe(
    `${sql.series('i', total)}
     INSERT INTO "Item" ("id", "websiteId", "collectionId", "recordType", "title", "urlSlug", "excerpt", "body", "status",
                         "publishOn", "searchText", "position", "createdAt", "updatedAt")
     SELECT ${productId}, ${website(w)}, ${collectionId}, 11, ${title}, ${slug},
            'A ' || lower(${title}) || ', made to last.',
            '<p>' || ${title} || ' is cut and sewn in small batches from materials chosen to wear well for years.</p>',
            ${sql.status(`CASE WHEN ${n} % ${DRAFT_EVERY} = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END`)},
            ${sql.minutesAgo(`(${total} - i + 60)`)}, lower(${title} || ' ' || ${slug}), ${n}, ${sql.minutesAgo(`(${total} - i + 60)`)}, ${sql.now}
     FROM g`,
  );
  await db.$executeRawUnsafe(
    `${sql.series('i', total)}
     INSERT INTO "Product" ("id", "websiteId", "collectionId", "productType", "variantOptionOrdering", "position", "createdAt", "updatedAt")
     SELECT ${productId}, ${website(w)}, ${collectionId}, 1, ${sql.json(`'["Size"]'`)}, ${n}, ${sql.minutesAgo(`(${total} - i + 60)`)}, ${sql.now} FROM g`,
  );
  await db.$executeRawUnsafe(
    `${sql.series('i', total)}
     INSERT INTO "ProductImage" ("id", "websiteId", "productId", "assetUrl", "width", "height", "altText", "position", "createdAt")
     SELECT ${productId} || '-img', ${website(w)}, ${productId}, '/images/tee.svg', 1000, 1000, ${title}, 0, ${sql.now} FROM g`,
  );
  // 1–3 variants (sizes S, M, L); the price varies by product, one in SALE_EVERY is on sale at 80 %, one in
  // SOLD_OUT_EVERY has no stock at all.
  const price = `(1000 + (${n} * 37) % 9000 + s.v * 100)`;
  await db.$executeRawUnsafe(
    `${sql.series('i', total)}, sizes(v, size) AS (VALUES (1, 'S'), (2, 'M'), (3, 'L'))
     INSERT INTO "ProductVariant" ("id", "websiteId", "productId", "sku", "attributes", "priceCents", "salePriceCents",
                                   "onSale", "currency", "qtyInStock", "position", "createdAt", "updatedAt")
     SELECT ${productId} || '-' || s.size, ${website(w)}, ${productId}, upper(${productId}) || '-' || s.size,
            ${sql.json(`'{"Size": "' || s.size || '"}'`)}, ${price},
            CASE WHEN ${n} % ${SALE_EVERY} = 0 THEN ${price} * 8 / 10 ELSE 0 END,
            ${sql.bool(`${n} % ${SALE_EVERY} = 0`)}, 'USD',
            CASE WHEN ${n} % ${SOLD_OUT_EVERY} = 0 THEN 0 ELSE 1 + (${n} * 7 + s.v) % 50 END, s.v - 1, ${sql.now}, ${sql.now}
     FROM g JOIN sizes s ON s.v <= 1 + ${n} % 3`,
  );
  await db.$executeRawUnsafe('ANALYZE');
  return performance.now() - started;
}

/** What differs between the two databases in the statements above. */
function dialect(provider: Provider) {
  const postgres = provider === 'postgresql';
  return {
    series: (name: string, count: number) =>
      postgres
        ? `WITH g(${name}) AS (SELECT generate_series(1, ${count}))`
        : `WITH RECURSIVE g(${name}) AS (SELECT 1 UNION ALL SELECT ${name} + 1 FROM g WHERE ${name} < ${count})`,
    now: postgres ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 'now')`,
    minutesAgo: (minutes: string) =>
      postgres
        ? `now() - make_interval(mins => ${minutes})`
        : `strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 'now', '-' || ${minutes} || ' minutes')`,
    json: (text: string) => (postgres ? `(${text})::jsonb` : text),
    bool: (condition: string) => (postgres ? `(${condition})` : `CASE WHEN ${condition} THEN 1 ELSE 0 END`),
    status: (text: string) => (postgres ? `(${text})::"PublishStatus"` : text),
  };
}
