// `npm run owner:create -- --website <id> --email <email> [--role 1] [--name "…"]`: creates the first owner of a
// website (or gives an existing owner a role there) and prints a personal API token, shown once.
import { parseArgs } from 'node:util';
import { RoleCode, roleName } from '../domain/permissions.ts';
import { DatabaseConfigError, DatabaseConnectionError } from './db/database-url.ts';
import { openDatabase } from './db/open.ts';
import { createOwnerWithToken } from './services/auth/owners.ts';

const { values } = parseArgs({
  options: {
    website: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', default: String(RoleCode.ADMIN) },
    name: { type: 'string' },
  },
});

async function main() {
  if (!values.website || !values.email) {
    console.error('Usage: npm run owner:create -- --website <website id> --email <email> [--role <code>] [--name <name>]');
    process.exit(2);
  }
  const db = await openDatabase();
  const website = await db.website.findUnique({ where: { id: values.website } });
  if (!website) {
    console.error(`No website ${values.website}.`);
    process.exit(1);
  }
  const roleCode = Number(values.role);
  const { owner, token, password } = await createOwnerWithToken(db, {
    websiteId: website.id,
    email: values.email,
    roleCode,
    name: values.name,
  });
  console.log(`Owner ${owner.email} is ${roleName(roleCode)} (${roleCode}) of ${website.name}.`);
  if (password) console.log(`Password (shown once): ${password}`);
  console.log(`API token (shown once): ${token}`);
  await db.$disconnect();
}

main().catch((err) => {
  console.error(
    err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError || err instanceof RangeError ? err.message : err,
  );
  process.exit(1);
});
