// The store owner in browser tests: the run's database (the one the server uses, see playwright.config.ts) opened
// beside the server, and a fresh admin owner with a personal API token for the demo store, made by each test.
import { randomBytes } from 'node:crypto';
import { RoleCode } from '../../domain/permissions.ts';
import { DEMO_WEBSITE_ID } from '../../prisma/seed-data.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { test as storefrontTest } from './storefront.ts';

export { expect } from './storefront.ts';

export const test = storefrontTest.extend<{ ownerToken: string }, { db: Db }>({
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const url = process.env.SHOPWRIGHT_E2E_DATABASE_URL;
      if (!url) throw new Error('SHOPWRIGHT_E2E_DATABASE_URL is set by tests/e2e/playwright.config.ts');
      const db = await openDatabase(url);
      await use(db);
      await db.$disconnect();
    },
    { scope: 'worker' },
  ],
  ownerToken: async ({ db }, use) => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
    const { token } = await createOwnerWithToken(db, { websiteId: DEMO_WEBSITE_ID, email, roleCode: RoleCode.ADMIN });
    await use(token);
  },
});
