// Creates a folder and its missing parents, one level at a time. (Node's mkdirSync(path, { recursive: true }) never
// returns for some paths, e.g. under /proc, where it spins at full CPU; this answers ENOENT or EACCES at once.)
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function ensureDir(path: string): void {
  const dir = resolve(path);
  try {
    if (statSync(dir).isDirectory()) return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const parent = dirname(dir);
    if (parent !== dir) ensureDir(parent);
  }
  mkdirSync(dir);
}
