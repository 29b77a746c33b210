// Store settings an owner changes (updateStoreSettings): bad values are refused by field and nothing is written.
import { afterAll, describe, expect, it } from 'vitest';
import { STORE_NAME_MESSAGE } from '../../domain/store-settings.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp();
afterAll(() => t.close());
const admin = { headers: { authorization: `Bearer ${t.owner.token}` } };
const update = async (input: object) =>
  (
    await t.gql<any>(
      'mutation($i: StoreSettingsInput!) { updateStoreSettings(input: $i) { ok userErrors { code message field } } }',
      { i: input },
      admin,
    )
  ).data.updateStoreSettings;

describe('store settings', () => {
  it('a store name is 1 to 200 characters, kept without surrounding spaces; a blank one is refused and nothing is written', async () => {
    const before = (await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } })).name;
    for (const name of ['', '   ', 'x'.repeat(201)])
      expect(await update({ name, reviewsEnabled: false })).toEqual({
        ok: false,
        userErrors: [{ code: 'INVALID_INPUT', message: STORE_NAME_MESSAGE, field: 'name' }],
      });
    const unchanged = await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
    expect(unchanged.name).toBe(before);
    expect(await update({ name: '  Corner Shop  ' })).toEqual({ ok: true, userErrors: [] });
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } })).name).toBe('Corner Shop');
  });
});
