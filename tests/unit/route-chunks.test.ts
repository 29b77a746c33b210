// The head tags of a rendered page's screen chunks (server/http/route-chunks.ts), from a build manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RouteChunks } from '../../server/http/route-chunks.ts';

const dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js'], css: ['assets/main-1.css'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/screens/ProductScreen.tsx': { file: 'assets/ProductScreen-1.js', imports: ['_react-1.js', '_form-1.js', 'index.html'] },
    '_form-1.js': { file: 'assets/form-1.js', imports: ['_money-1.js'], css: ['assets/form-1.css'] },
    '_money-1.js': { file: 'assets/money-1.js' },
  }),
);
const chunks = new RouteChunks(dist);

it("names a screen's styles, and its chunk and every chunk it imports (not what index.html loads already) in a template the entry script starts after the first frame", () => {
  expect(chunks.tags(['src/screens/ProductScreen.tsx'])).toBe(
    [
      '<link rel="stylesheet" crossorigin href="/assets/form-1.css">',
      '<template id="route-chunks">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductScreen-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/money-1.js">',
      '</template>',
    ].join(''),
  );
});

it('names nothing for no screen, an unknown one, or without a manifest', () => {
  expect(chunks.tags([])).toBe('');
  expect(chunks.tags(['src/screens/Nope.tsx'])).toBe('');
  expect(new RouteChunks(join(dist, 'missing')).tags(['src/screens/ProductScreen.tsx'])).toBe('');
});
