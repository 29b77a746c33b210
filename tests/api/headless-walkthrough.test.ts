// docs/headless.md runs as written: each ```graphql block with the ```json variables after it, in order, with a public
// storefront token and no cookies; `"{{name}}"` takes a value an earlier step kept (`<!-- keep name = path -->`). No
// step may answer an error or a userError.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';

type Step = { query: string; variables: string; keeps: { name: string; path: string }[] };

/** The doc's steps: a graphql block, its json variables, then the values it keeps. */
function steps(markdown: string): Step[] {
  const found: Step[] = [];
  const pattern = /```graphql\n([\s\S]*?)```\s*```json\n([\s\S]*?)```((?:\s*<!-- keep \w+ = [\w.]+ -->)*)/g;
  for (const [, query, variables, keeps] of markdown.matchAll(pattern))
    found.push({
      query,
      variables,
      keeps: [...keeps.matchAll(/<!-- keep (\w+) = ([\w.]+) -->/g)].map(([, name, path]) => ({ name, path })),
    });
  return found;
}

const at = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('docs/headless.md: catalog, cart, shipping, checkout, order status, restock and gift card balance, as written', async () => {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/headless.md'), 'utf8');
  const walk = steps(doc);
  expect(walk.length).toBeGreaterThanOrEqual(9);
  const { token } = await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'walk-through' });
  const kept: Record<string, string> = {};
  for (const step of walk) {
    const variables = JSON.parse(
      step.variables.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        expect(kept, `a value kept before: ${name}`).toHaveProperty(name);
        return kept[name];
      }),
    );
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: step.query, variables }),
    });
    expect(res.status, step.query).toBe(200);
    const answer = (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(answer.errors, step.query).toBeUndefined();
    for (const field of Object.values(answer.data)) expect(at(field, 'userErrors') ?? [], step.query).toEqual([]);
    for (const { name, path } of step.keeps) {
      const value = at(answer.data, path);
      expect(typeof value, `${name} = ${path}`).toBe('string');
      kept[name] = value as string;
    }
  }
  // The walk placed an order and found it again.
  expect(kept.statusToken).toMatch(/^[\w-]{20,}$/);
  expect(await t.db.order.count({ where: { statusToken: kept.statusToken, status: 'PAID' } })).toBe(1);
});
