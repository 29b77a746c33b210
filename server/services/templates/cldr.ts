// Locale data for the engine's international formatters (money, datetime, timesince, message, plural, decimal):
// @phensley/cldr's language packs, read from disk on first use and kept for the process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type CLDR, CLDRFramework } from '@phensley/cldr';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);
const PACKS = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs');
const FALLBACK_LANGUAGE = 'en';

/** A pack's file for a language code, or English when the code is not one of the packs. */
function packFor(language: string): string {
  const safe = /^[a-z]{2,3}$/.test(language) ? language : FALLBACK_LANGUAGE;
  try {
    return readFileSync(join(PACKS, `${safe}.json`), 'utf8');
  } catch {
    return readFileSync(join(PACKS, `${FALLBACK_LANGUAGE}.json`), 'utf8');
  }
}

const framework = new CLDRFramework({ loader: packFor, packCacheSize: 10 });
/** Locales kept formatting (least recently used dropped first). */
const byLocale = new LRUCache<string, CLDR>({ max: 20 });

/** Formatting for a locale tag such as 'en-US' or 'ja-JP' (unknown tags fall back to English). */
export function cldrFor(locale = 'en-US'): CLDR {
  const tag = /^[A-Za-z0-9-]{1,35}$/.test(locale) ? locale : 'en-US';
  let cldr = byLocale.get(tag);
  if (!cldr) {
    cldr = framework.get(tag);
    byLocale.set(tag, cldr);
  }
  return cldr;
}
