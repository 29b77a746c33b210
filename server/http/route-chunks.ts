// The chunks of the lazy screens a server-rendered page used (client/src/lib/route-chunks.tsx), as tags for its head: a
// style sheet for any CSS of theirs, so that the page paints with its styles, and the scripts beyond what index.html
// loads as `<link rel="modulepreload">`s inside a <template id="route-chunks">: inert until the entry script
// (client/src/main.tsx) puts them in the head after the first frame, as it starts the app, so that the browser fetches
// the page's screen with the app (not after it) and neither before the page is painted. Read from the client build's manifest (client/dist/.vite/manifest.json) once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;

/** The built entry's key in the manifest: what index.html loads already. */
const ENTRY = 'index.html';

export class RouteChunks {
  private readonly manifest: Manifest;
  /** Scripts and styles index.html loads by itself. */
  private readonly initial = new Set<string>();
  /** The tags of each combination of screens (the pages' kinds are few: so are the combinations). */
  private readonly memo = new LRUCache<string, string>({ max: 64 });

  constructor(clientDist: string) {
    const path = join(clientDist, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
    this.walk(ENTRY, new Set(), this.initial);
  }

  /** The head tags for these screens' chunks ('' for none, or without a manifest). */
  tags(sources: readonly string[]): string {
    const key = [...sources].sort().join('\n');
    let tags = this.memo.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const source of sources) this.walk(source, new Set(), files);
      const needed = [...files].filter((file) => !this.initial.has(file));
      const sheets = needed.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
      const scripts = needed
        .filter((file) => !file.endsWith('.css'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      tags = sheets.join('') + (scripts.length > 0 ? `<template id="route-chunks">${scripts.join('')}</template>` : '');
      this.memo.set(key, tags);
    }
    return tags;
  }

  /** Adds the files of `key`'s chunk and of every chunk it imports (statically) to `files`. */
  private walk(key: string, seen: Set<string>, files: Set<string>): void {
    const entry = this.manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) this.walk(imported, seen, files);
  }
}
