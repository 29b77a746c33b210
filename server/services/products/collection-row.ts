// A collection by id or URL slug in one hand-written statement (server/db/sql-rows.ts): every listing request asks for
// its collection first, and Prisma's pipeline cost more CPU than the statement (docs/performance.md).
import { raw, sqltag } from '@prisma/client/runtime/client';
import { COLLECTION } from '../../db/catalog-columns.ts';
import { readRows } from '../../db/direct-reads.ts';
import type { Collection } from '../../db/generated/postgresql/client.ts';
import { pick, selectList } from '../../db/sql-rows.ts';
import type { ServiceContext } from '../../http/context.ts';

const SELECT = raw(`SELECT ${selectList('c', '', COLLECTION)} FROM "Collection" c WHERE c."websiteId" = `);

/** The website's collection with that id or slug (an enabled one unless `includeDisabled`), with every column. */
export async function readCollectionRow(
  ctx: ServiceContext,
  by: { id: string } | { urlSlug: string },
  includeDisabled: boolean,
): Promise<Collection | null> {
  const which = 'id' in by ? sqltag` AND c."id" = ${by.id}` : sqltag` AND c."urlSlug" = ${by.urlSlug}`;
  const enabled = raw(includeDisabled ? '' : ' AND c."enabled" = TRUE');
  const rows = await readRows(ctx.db, sqltag`${SELECT}${ctx.website.id}${which}${enabled} LIMIT 1`);
  return rows.length > 0 ? (pick(rows[0], '', COLLECTION) as unknown as Collection) : null;
}
