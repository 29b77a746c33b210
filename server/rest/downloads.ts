// GET /api/commerce/downloads/:token — a digital product's signed link: valid until it expires, for a limited number
// of downloads (each download is counted atomically). The file is the product's download; here a generated receipt
// file stands in until products carry uploaded files.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { takeDownload } from '../services/downloads.ts';

export function downloadRoutes(app: Hono<AppEnv>) {
  app.get('/api/commerce/downloads/:token', async (c) => {
    const download = await takeDownload(c.get('ctx'), c.req.param('token'));
    if (!download.ok) return c.json({ error: download.message }, download.status);
    return c.body(download.body, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${download.filename}"`,
      'cache-control': 'private, no-store',
    });
  });
}
