import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const text = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn);
    const key = prev.source ?? '(none)';
    bySource.set(key, (bySource.get(key) ?? '') + text);
  }
  prev = m;
});
const groups = new Map();
for (const [src, text] of bySource) {
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?/);
  let g = m ? m[1] : src.replace(/.*\/client\/src\//, 'src/').replace(/.*\/domain\//, 'domain/');
  if (m && (m[1] === '@apollo/client' || m[1] === 'graphql')) g = m[1] + (m[2] || '').split('/').slice(0, 2).join('/');
  groups.set(g, (groups.get(g) ?? '') + text);
}
const rows = [...groups].map(([g, t]) => [g, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
for (const [g, raw, gz] of rows.slice(0, 40))
  console.log(String(Math.round(raw / 1024)).padStart(5), String((gz / 1024).toFixed(1)).padStart(6), g);
