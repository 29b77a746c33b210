// `npm run seed`: applies pending migrations and seeds the demo store into DATABASE_URL when it has no website.
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { LocalDiskStorage } from '../server/services/media/storage.ts';
import { printDemoOwner, seedDemoStore } from './seed.ts';

const config = readConfig();
const db = await openDatabase(config.databaseUrl);
const result = await seedDemoStore(db, new LocalDiskStorage(config.mediaDir));
console.log(result.seeded ? 'Seeded the demo store.' : 'The database already has a website; nothing to do.');
if (result.seeded) printDemoOwner(result.owner, { production: false }, { info: console.log });
await db.$disconnect();
