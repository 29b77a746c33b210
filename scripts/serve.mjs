// `npm run serve`: runs the built server (dist/server/main.js) with nothing else loaded: no TypeScript, no Vite.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/server/main.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('The server is not built: run `npm run build` first.\n');
  process.exit(1);
}
await import(bundle.href);
