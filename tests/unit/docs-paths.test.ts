// The docs name files of the project by their path from its root (`server/db/kysely.ts`, `docs/limits.md`): each such
// path names a file or folder that exists, so that a rename or a deletion that leaves a doc behind fails here. A file
// the docs only recall (a design that was replaced) is named without its folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const ROOTS = ['server', 'client', 'domain', 'schema', 'tests', 'bench', 'scripts', 'prisma', 'docs', 'deploy'];
/** A path from the project's root, not part of a longer word, a package name (@prisma/…) or an address. */
const PATH = new RegExp(`(?<![\\w/.@-])((?:${ROOTS.join('|')})/[\\w./-]*[\\w/])`, 'g');

function docs(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docs(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Each path a doc names, with where. */
function namedPaths(file: string): { path: string; where: string }[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(PATH)].map((m) => ({ path: (m[1] as string).replace(/\.$/, ''), where: `${file}:${i + 1}` })));
}

/** What the build and the install make (.gitignore's folders: client/dist, the generated clients …): a doc may name
 * them on a clean clone, where they are not there yet. */
const made = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, ''));
const isMade = (path: string) => made.some((folder) => `${path}/`.startsWith(folder) || `${path}/`.includes(`/${folder}`));

describe('paths the docs name', () => {
  const files = ['README.md', ...docs('docs')];

  it('finds the docs and the paths they name', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(namedPaths).length).toBeGreaterThan(300);
  });

  it.each(files)('every path %s names exists', (file) => {
    const missing = namedPaths(file).filter(({ path }) => !existsSync(join(root, path)) && !isMade(path));
    expect(missing).toEqual([]);
  });
});

it('takes what the build makes as named rightly, and nothing else beside it', () => {
  expect(isMade('client/dist/index.html')).toBe(true);
  expect(isMade('server/db/generated/sqlite/client.ts')).toBe(true);
  expect(isMade('server/db/no-such-file.ts')).toBe(false);
});
