// Media over HTTP.
// - GET /media/:websiteId/images/:imageId/:fileName[?format=500w] — an image rendition: the smallest stored width at
//   least that wide (the largest without a format), webp for browsers that take it, else jpg; immutable (a new
//   upload is a new URL), no cookies.
// - POST /api/commerce/products/:productId/images — an owner's upload for scripts (catalog:write): multipart with a
//   `file` field (and optional altText, focalX, focalY), or the image itself as the body with ?fileName=.
// - PUT /api/commerce/products/:productId/digital-file?fileName= — a digital product's file as the body, streamed to
//   storage (up to MAX_DIGITAL_FILE_BYTES).
// Refusals: {error, code, field} — 400, 404 for unknown ids, 413 for a file past its limit.
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { fileTooLargeMessage, isFileTooLargeMessage } from '../../domain/editing-messages.ts';
import { formatSize, pickRendition, renditionFormat, requestedWidth } from '../../domain/media.ts';
import { MAX_IMAGE_BYTES } from '../../domain/store-limits.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import { setDigitalFile } from '../services/media/digital-files.ts';
import { imageJson } from '../services/media/image-json.ts';
import { renditionKey, uploadProductImage } from '../services/media/product-images.ts';
import { storedRenditions } from '../services/media/renditions.ts';
import type { FileStorage } from '../services/media/storage.ts';
import type { UserError } from '../services/user-errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** Image renditions: answered before sessions and cookies, from the database row and the storage. */
export function mediaRoutes(app: Hono<AppEnv>, deps: { db: Db; storage: FileStorage }) {
  app.get('/media/:websiteId/images/:imageId/:fileName', async (c) => {
    const image = await storedRenditions(deps.db, c.req.param('websiteId'), c.req.param('imageId'));
    const widths = image?.widths ?? [];
    if (!image?.storageKey || widths.length === 0) return c.json({ error: 'Not found' }, 404);
    const format = renditionFormat(c.req.header('accept'));
    const width = pickRendition(widths, requestedWidth(c.req.query('format')));
    const file = await deps.storage.open(renditionKey(image.storageKey, width, format));
    if (!file) return c.json({ error: 'Not found' }, 404);
    return c.body(Readable.toWeb(file.stream) as ReadableStream, 200, {
      'content-type': TYPES[format],
      'content-length': String(file.bytes),
      'cache-control': IMMUTABLE,
      vary: 'Accept',
    });
  });
}

const refused = (c: Context<AppEnv>, e: UserError) =>
  c.json(
    { error: e.message, code: e.code, field: e.field ?? null },
    e.code === 'NOT_FOUND' ? 404 : isFileTooLargeMessage(e.message) ? 413 : 400,
  );

const declaredLength = (c: Context<AppEnv>) => Number(c.req.header('content-length') ?? Number.NaN);

/** Owners' uploads (after the request context: they need the owner and the capability). */
export function uploadRoutes(app: Hono<AppEnv>) {
  app.post('/api/commerce/products/:productId/images', async (c) => {
    const denied = refusal(c, 'catalog:write');
    if (denied) return denied;
    const productId = c.req.param('productId');
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const rawName = c.req.query('fileName') ?? '';
    // A body that says it is too large is refused before it is read.
    if (declaredLength(c) > MAX_IMAGE_BYTES + (multipart ? 64 * 1024 : 0))
      return c.json(
        { error: fileTooLargeMessage(rawName || 'upload', formatSize(MAX_IMAGE_BYTES)), code: 'INVALID_INPUT', field: 'file' },
        413,
      );
    let file: { name: string; data: Buffer };
    let details: { altText?: string; focalPoint?: { x: number; y: number } } = {};
    if (multipart) {
      const form = await c.req.formData().catch(() => null);
      const part = form?.get('file');
      if (!form || !(part instanceof Blob))
        return c.json({ error: 'Send the image in a multipart field named "file".', code: 'INVALID_INPUT', field: 'file' }, 400);
      file = { name: (part as File).name ?? '', data: Buffer.from(await part.arrayBuffer()) };
      const text = (k: string) => (typeof form.get(k) === 'string' ? String(form.get(k)) : undefined);
      const [fx, fy] = [text('focalX'), text('focalY')];
      details = {
        altText: text('altText'),
        focalPoint: fx !== undefined && fy !== undefined ? { x: Number(fx), y: Number(fy) } : undefined,
      };
    } else {
      file = { name: rawName, data: Buffer.from(await c.req.arrayBuffer()) };
      details = { altText: c.req.query('altText') };
    }
    const result = await uploadProductImage(c.get('ctx'), productId, file, details);
    if (!result.ok) return refused(c, result.userErrors[0]);
    return c.json(imageJson(result.image), 201);
  });

  app.put('/api/commerce/products/:productId/digital-file', async (c) => {
    const denied = refusal(c, 'catalog:write');
    if (denied) return denied;
    const name = c.req.query('fileName') ?? '';
    const declared = declaredLength(c);
    const body = c.req.raw.body;
    const result = await setDigitalFile(c.get('ctx'), c.req.param('productId'), {
      name,
      body: body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : Buffer.alloc(0),
      declaredBytes: Number.isFinite(declared) ? declared : undefined,
    });
    if (!result.ok) return refused(c, result.userErrors[0]);
    const { id, fileName, contentType, byteSize, sha256 } = result.file;
    return c.json({ id, fileName, contentType, byteSize, sha256 }, 201);
  });
}
