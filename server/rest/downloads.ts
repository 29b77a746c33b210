// GET /api/commerce/downloads/:token — a digital product's signed link: valid until it expires, for a limited number
// of downloads (each download is counted atomically). The file is the product's download; here a generated receipt
// file stands in until products carry uploaded files.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { DOWNLOAD_GONE_MESSAGE, DOWNLOAD_UNKNOWN_MESSAGE, takeDownload } from '../services/downloads.ts';

export function downloadRoutes(app: Hono<AppEnv>) {
  app.get('/api/commerce/downloads/:token', async (c) => {
    const download = await takeDownload(c.get('ctx'), c.req.param('token'));
    if (!download.ok)
      return download.reason === 'gone' ? c.json({ error: DOWNLOAD_GONE_MESSAGE }, 410) : c.json({ error: DOWNLOAD_UNKNOWN_MESSAGE }, 404);
    return c.body(download.body, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${download.filename}"`,
      'cache-control': 'private, no-store',
    });
  });
}
