// A worker thread started from the sources (server/worker-script.ts): TypeScript is loaded through tsx's loader, then
// the worker's .ts file, whose address comes as the thread's first argument. The built server starts the bundled
// entries instead (dist/server/<name>.js), which need neither.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
