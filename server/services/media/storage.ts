// The storage seam for uploaded files (image renditions, digital products' files, CSV imports): keys like
// `<websiteId>/images/<id>/300w.webp`. Local disk under MEDIA_DIR by default; an S3-compatible store would implement
// the same four calls (put, open, remove, and a stream in).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredFile = { stream: Readable; bytes: number };

export interface FileStorage {
  /** Writes a whole file; it appears only once completely written. */
  put(key: string, body: Buffer | Readable): Promise<{ bytes: number }>;
  /** A stream of the file, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes a file, or every file under a key prefix ending in '/'. */
  remove(keyOrPrefix: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;

/** Keys are relative paths of safe segments: never absolute, never '..'. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export class LocalDiskStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string) {
    return join(this.root, checkKey(key));
  }

  async put(key: string, body: Buffer | Readable) {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target, then renamed: readers never see half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(partial));
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return { bytes: (await stat(target)).size };
  }

  async open(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), bytes: info.size };
  }

  async remove(keyOrPrefix: string) {
    await rm(this.path(keyOrPrefix), { recursive: keyOrPrefix.endsWith('/'), force: true });
  }
}
