// A collection by id or URL slug in one statement (Kysely on Prisma's connection: server/db/kysely.ts): every listing
// request asks for its collection first, and Prisma's pipeline cost more CPU than the statement (docs/performance.md).
import type { Collection } from '../../db/generated/postgresql/client.ts';
import { query } from '../../db/kysely.ts';
import { COLLECTION_COLUMNS } from '../../db/tables.ts';
import type { ServiceContext } from '../context.ts';

/** The website's collection with that id or slug (an enabled one unless `includeDisabled`), with every column. */
export async function readCollectionRow(
  ctx: ServiceContext,
  by: { id: string } | { urlSlug: string },
  includeDisabled: boolean,
): Promise<Collection | null> {
  let statement = query(ctx.db).selectFrom('Collection').select(COLLECTION_COLUMNS).where('websiteId', '=', ctx.website.id);
  statement = 'id' in by ? statement.where('id', '=', by.id) : statement.where('urlSlug', '=', by.urlSlug);
  if (!includeDisabled) statement = statement.where('enabled', '=', true);
  return (await statement.limit(1).executeTakeFirst()) ?? null;
}
