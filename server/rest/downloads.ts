// GET /api/commerce/downloads/:token — a digital product's signed link: valid until it expires, for a limited number
// of downloads (each download is counted atomically), serving the file the owner uploaded for the product.
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { DOWNLOAD_GONE_MESSAGE, DOWNLOAD_MISSING_MESSAGE, DOWNLOAD_UNKNOWN_MESSAGE } from '../../domain/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { takeDownload } from '../services/downloads.ts';

const REFUSALS = {
  unknown: [DOWNLOAD_UNKNOWN_MESSAGE, 404],
  gone: [DOWNLOAD_GONE_MESSAGE, 410],
  missing: [DOWNLOAD_MISSING_MESSAGE, 404],
} as const;

/** `attachment; filename="…"` with a plain fallback and the exact name in RFC 5987 form. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function downloadRoutes(app: Hono<AppEnv>) {
  app.get('/api/commerce/downloads/:token', async (c) => {
    const download = await takeDownload(c.get('ctx'), c.req.param('token'));
    if (!download.ok) {
      const [error, status] = REFUSALS[download.reason];
      return c.json({ error }, status);
    }
    return c.body(Readable.toWeb(download.stream) as ReadableStream, 200, {
      'content-type': download.contentType,
      'content-length': String(download.bytes),
      'content-disposition': attachment(download.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
