// Digital downloads: one download taken from a signed link if it has not expired and has downloads left, serving the
// file the product's owner uploaded; else the reason (an unknown link, one expired or used up, or a product whose
// file has been removed — that costs no download).
import type { Readable } from 'node:stream';
import type { ServiceContext } from './context.ts';

export type Download =
  | { ok: true; stream: Readable; bytes: number; fileName: string; contentType: string }
  | { ok: false; reason: 'unknown' | 'gone' | 'missing' };

export async function takeDownload(ctx: ServiceContext, token: string): Promise<Download> {
  const download = await ctx.db.digitalDownload.findFirst({
    where: { token, websiteId: ctx.website.id },
    select: { id: true, orderLineId: true },
  });
  if (!download) return { ok: false, reason: 'unknown' };
  const line = await ctx.db.orderLine.findUnique({ where: { id: download.orderLineId }, select: { itemId: true } });
  const file = line ? await ctx.db.digitalFile.findUnique({ where: { productId: line.itemId } }) : null;
  const stored = file ? await ctx.storage.open(file.storageKey) : null;
  if (!file || !stored) return { ok: false, reason: 'missing' };
  const { count } = await ctx.db.digitalDownload.updateMany({
    where: { id: download.id, downloadsLeft: { gt: 0 }, expiresAt: { gt: new Date() } },
    data: { downloadsLeft: { decrement: 1 } },
  });
  if (count === 0) {
    stored.stream.destroy();
    return { ok: false, reason: 'gone' };
  }
  return { ok: true, stream: stored.stream, bytes: stored.bytes, fileName: file.fileName, contentType: file.contentType };
}
