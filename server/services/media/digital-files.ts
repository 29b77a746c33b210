// A digital product's file: streamed into storage (counted and hashed on the way, refused past the limit with the
// spec's sentence), recorded in one transaction, replacing the previous one; downloads stream it back.
import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { NO_FILE_MESSAGE } from '../../../domain/editing-messages.ts';
import { renameProblem } from '../../../domain/file-rename.ts';
import { fileProblem, safeFileName } from '../../../domain/media.ts';
import { NO_SUCH_PRODUCT_MESSAGE, NOT_DIGITAL_MESSAGE } from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { MAX_DIGITAL_FILE_BYTES } from '../../../domain/store-limits.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';

type FileRow = NonNullable<Awaited<ReturnType<ServiceContext['db']['digitalFile']['findFirst']>>>;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};
/** The type a download is served as, from its name (unknown kinds are plain bytes). */
export const contentTypeOf = (fileName: string) =>
  CONTENT_TYPES[fileName.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream';

class TooLarge extends Error {}

/** Stores `body` as the product's file. `body` may be a stream (REST uploads are never held in memory). */
export async function setDigitalFile(
  ctx: OwnerContext,
  productId: string,
  file: { name: string; body: Buffer | Readable; declaredBytes?: number },
): Promise<Result<{ file: FileRow }>> {
  const name = file.name.trim();
  const declared = Buffer.isBuffer(file.body) ? file.body.length : (file.declaredBytes ?? 1);
  const problem = fileProblem({ name, bytes: declared }, MAX_DIGITAL_FILE_BYTES);
  if (problem) return fail('INVALID_INPUT', problem, 'file');
  const product = await ctx.db.product.findFirst({
    where: { id: productId, websiteId: ctx.website.id },
    select: { id: true, productType: true, digitalFile: true },
  });
  if (!product) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if (product.productType !== ProductType.DIGITAL) return fail('INVALID_INPUT', NOT_DIGITAL_MESSAGE, 'productId');

  const storageKey = `${ctx.website.id}/files/${randomUUID()}/${safeFileName(name)}`;
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > MAX_DIGITAL_FILE_BYTES) return done(new TooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
  try {
    await ctx.storage.put(storageKey, source.pipe(meter));
    if (bytes === 0) throw new TooLarge('empty');
  } catch (err) {
    await ctx.storage.remove(storageKey);
    if (!(err instanceof TooLarge)) throw err;
    // Past the limit the rest of the upload is not read.
    source.destroy();
    return fail('INVALID_INPUT', fileProblem({ name, bytes: bytes || 0 }, MAX_DIGITAL_FILE_BYTES) ?? '', 'file');
  }

  const fields = { fileName: name, contentType: contentTypeOf(name), byteSize: bytes, storageKey, sha256: hash.digest('hex') };
  const saved = await ctx.db
    .$transaction(async (tx) => {
      const row = await tx.digitalFile.upsert({
        where: { productId },
        create: { websiteId: ctx.website.id, productId, ...fields },
        update: fields,
      });
      await recordChanges(tx, ctx, [
        { action: 'digitalFile.set', entityType: 'Product', entityId: productId, before: product.digitalFile, after: row },
      ]);
      return row;
    })
    .catch(async (err) => {
      await ctx.storage.remove(storageKey);
      throw err;
    });
  if (product.digitalFile) await ctx.storage.remove(product.digitalFile.storageKey);
  return { ok: true, file: saved };
}

/** Removes a digital product's file (its download links then answer that the file is not available). */
export async function removeDigitalFile(ctx: OwnerContext, productId: string): Promise<Result<{ deletedId: string }>> {
  const row = await ctx.db.digitalFile.findFirst({ where: { productId, websiteId: ctx.website.id } });
  if (!row) return fail('NOT_FOUND', NO_FILE_MESSAGE, 'productId');
  await ctx.db.$transaction(async (tx) => {
    await tx.digitalFile.delete({ where: { id: row.id } });
    await recordChanges(tx, ctx, [{ action: 'digitalFile.remove', entityType: 'Product', entityId: productId, before: row }]);
  });
  await ctx.storage.remove(row.storageKey);
  return { ok: true, deletedId: row.id };
}

/** Renames a digital product's file: the name its downloads get; the stored bytes stay as they are. */
export async function renameDigitalFile(ctx: OwnerContext, productId: string, fileName: string): Promise<Result<{ file: FileRow }>> {
  const row = await ctx.db.digitalFile.findFirst({ where: { productId, websiteId: ctx.website.id } });
  if (!row) return fail('NOT_FOUND', NO_FILE_MESSAGE, 'productId');
  const problem = renameProblem(row.fileName, fileName);
  if (problem) return fail('INVALID_INPUT', problem, 'fileName');
  const name = fileName.trim();
  if (name === row.fileName) return { ok: true, file: row };
  const file = await ctx.db.$transaction(async (tx) => {
    const after = await tx.digitalFile.update({ where: { id: row.id }, data: { fileName: name } });
    await recordChanges(tx, ctx, [
      {
        action: 'digitalFile.rename',
        entityType: 'Product',
        entityId: productId,
        before: { fileName: row.fileName },
        after: { fileName: name },
      },
    ]);
    return after;
  });
  return { ok: true, file };
}
