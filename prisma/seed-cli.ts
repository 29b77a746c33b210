// `npm run seed`: applies pending migrations and seeds the demo store into DATABASE_URL (idempotent).
import { openDatabase } from '../server/db/open.ts';
import { printDemoOwner, seedDemoStore } from './seed.ts';

const db = await openDatabase();
const result = await seedDemoStore(db);
console.log(result.seeded ? 'Seeded the demo store.' : 'The demo store is already there; nothing to do.');
if (result.seeded) printDemoOwner(result.owner);
await db.$disconnect();
