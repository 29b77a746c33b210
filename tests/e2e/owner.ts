// The store owner in browser tests: a fresh admin owner of the test's own store (storefront.ts), with a personal API
// token, and the owner's GraphQL calls over real HTTP (changing real settings, never rewriting the server's answers).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import type { SeededCopy } from '../../prisma/seed.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { test as storefrontTest } from './storefront.ts';

export { expect } from './storefront.ts';

export const test = storefrontTest.extend<{ ownerToken: string }>({
  ownerToken: async ({ db, store }, use) => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
    const { token } = await createOwnerWithToken(db, { websiteId: store.websiteId, email, roleCode: RoleCode.ADMIN });
    await use(token);
  },
});

/** Runs an owner GraphQL operation against the test's store (its own host name, given in the Host header: only the
 * browser resolves *.localhost); fails the test on any error. */
export async function ownerGraphql(request: APIRequestContext, store: SeededCopy, token: string, query: string, variables: object = {}) {
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const res = await request.post(`http://127.0.0.1:${port}/graphql`, {
    headers: { authorization: `Bearer ${token}`, host: `${store.hostname}:${port}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!res.ok() || body.errors) throw new Error(`Owner call failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Changes the store's settings as its owner would (updateStoreSettings). */
export async function updateStoreSettings(
  request: APIRequestContext,
  store: SeededCopy,
  token: string,
  input: Record<string, unknown>,
): Promise<void> {
  const data = await ownerGraphql(
    request,
    store,
    token,
    'mutation S($i: StoreSettingsInput!) { updateStoreSettings(input: $i) { ok userErrors { message } } }',
    {
      i: input,
    },
  );
  if (!(data?.updateStoreSettings as { ok: boolean } | undefined)?.ok) throw new Error(`Settings refused: ${JSON.stringify(data)}`);
}
