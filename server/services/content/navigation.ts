// The navigation visitors see: a website's enabled pages of one navigation in their order, folders with their
// enabled pages one level below. Folders are clickable by their behaviour (spec §4).
import { isFolderClickable } from '../../../domain/site-structure.ts';
import type { Collection } from '../../db/generated/postgresql/client.ts';
import type { ServiceContext } from '../context.ts';

export type NavigationEntry = Collection & { clickable: boolean; pages: Collection[] };

export async function navigation(ctx: ServiceContext, which: string): Promise<NavigationEntry[]> {
  const rows = await ctx.db.collection.findMany({
    where: { websiteId: ctx.website.id, enabled: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    // Bounded by the collection limit (domain/store-limits.ts MAX_COLLECTIONS).
  });
  const inFolder = (folderId: string) => rows.filter((c) => c.folderId === folderId);
  return rows
    .filter((c) => c.navigation === which && c.folderId === null)
    .map((c) => ({
      ...c,
      clickable: c.isFolder ? isFolderClickable(c.folderBehavior) : true,
      pages: c.isFolder ? inFolder(c.id) : [],
    }));
}
