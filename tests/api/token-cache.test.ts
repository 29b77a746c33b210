// TOKEN_CACHE_TTL_MS: verified storefront tokens are kept apart from the catalog cache, so a store that reads its
// catalog fresh on every request (CATALOG_CACHE_TTL_MS=0) still verifies a headless client's token once.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Statements run by each of three reads of the website with a new storefront token (the first also finds the website,
 * kept from then on). */
async function statementsPerRead(env: NodeJS.ProcessEnv): Promise<number[]> {
  t = await startTestApp({ env });
  const app = t;
  const made = await app.gql<{ createApiToken: { token: string } }>(
    'mutation { createApiToken(name: "Headless", kind: STOREFRONT) { token } }',
    {},
    { headers: { authorization: `Bearer ${app.owner.token}` } },
  );
  const headers = { authorization: `Bearer ${made.data!.createApiToken.token}` };
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = app.statements.count;
    expect((await app.gql('{ website { id } }', {}, { host: 'api.example.net', headers })).data).toEqual({ website: { id: 'site-demo' } });
    counts.push(app.statements.count - before);
  }
  return counts;
}

describe('TOKEN_CACHE_TTL_MS', () => {
  it('a storefront token stays verified in memory when the catalog cache is off', async () => {
    expect(await statementsPerRead({ CATALOG_CACHE_TTL_MS: '0' })).toEqual([2, 0, 0]);
  });

  it('TOKEN_CACHE_TTL_MS=0 looks the token up on every request', async () => {
    expect(await statementsPerRead({ TOKEN_CACHE_TTL_MS: '0' })).toEqual([2, 1, 1]);
  });
});
