// Digital downloads: one download taken from a signed link if it has not expired and has downloads left; else the
// reason (an unknown link, or one expired or used up).
import type { ServiceContext } from '../http/context.ts';

export const DOWNLOAD_GONE_MESSAGE = 'This download link has expired or has been used up.';
export const DOWNLOAD_UNKNOWN_MESSAGE = 'No such download.';

export async function takeDownload(ctx: ServiceContext, token: string) {
  const now = new Date();
  const { count } = await ctx.db.digitalDownload.updateMany({
    where: { token, websiteId: ctx.website.id, downloadsLeft: { gt: 0 }, expiresAt: { gt: now } },
    data: { downloadsLeft: { decrement: 1 } },
  });
  const download = await ctx.db.digitalDownload.findFirst({
    where: { token, websiteId: ctx.website.id },
    include: { order: { include: { lines: true } } },
  });
  if (!download) return { ok: false as const, reason: 'unknown' as const };
  if (count === 0) return { ok: false as const, reason: 'gone' as const };
  const line = download.order.lines.find((l) => l.id === download.orderLineId);
  const name = line?.productName ?? 'Download';
  const body = `${name}\nOrder #${download.order.orderNumber} — ${ctx.website.name}\nDownloads left on this link: ${download.downloadsLeft}\n`;
  return { ok: true as const, body, filename: `${name.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'download'}.txt` };
}
