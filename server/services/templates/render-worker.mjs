// The template worker started from the sources (tests, `tsx`): TypeScript is loaded through tsx's loader. The built
// server starts dist/server/template-worker.js instead (scripts/build.mjs), which needs neither.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
