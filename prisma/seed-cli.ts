// `npm run seed`: applies pending migrations and seeds the demo store into DATABASE_URL (idempotent).
import { openDatabase } from '../server/db/open.ts';
import { seedDemoStore } from './seed.ts';

const db = await openDatabase();
const seeded = await seedDemoStore(db);
console.log(seeded ? 'Seeded the demo store.' : 'The demo store is already there; nothing to do.');
await db.$disconnect();
