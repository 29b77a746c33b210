// `npm start`: the two-command default. Builds the server and the storefront when they are missing or older than
// their sources (nothing is rebuilt when nothing changed), then runs the built server in this process. Development
// mode by default: the demo store is seeded into an empty database and GraphiQL is on.
import { buildAll, SERVER_BUNDLE } from './build.mjs';

const built = await buildAll({ ifStale: true });
if (built.server || built.client)
  console.log(`Built ${[built.server && 'the server', built.client && 'the storefront'].filter(Boolean).join(' and ')}.`);
await import(SERVER_BUNDLE);
