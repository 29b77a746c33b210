// A video block of a Vimeo Basic account (spec §5 'Vimeo Basic accounts are unsupported'): refused on the video's
// address, as a page is created or changed; a Vimeo video of another account, and any other provider's, is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let editor: { headers: Record<string, string> };
beforeAll(async () => {
  t = await startTestApp();
  editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
});
afterAll(() => t.close());

const CREATE = `mutation($i: CreatePageInput!) { createPage(input: $i) { page { id blocks { storedData } } userErrors { code message field } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { page { id } userErrors { code message field } } }`;
const vimeo = (accountType: string) => ({
  type: 'video',
  data: { url: 'https://vimeo.com/76979871', oembed: { html: '', providerName: 'Vimeo', title: 'The New Vimeo Player', accountType } },
});

describe('a video block from Vimeo', () => {
  it("a Basic account's video is refused: 'Vimeo Basic accounts are unsupported', on the video's address", async () => {
    const res = await t.gql<any>(CREATE, { i: { kind: 'page', title: 'Basic Film', blocks: [vimeo('basic')] } }, editor);
    expect(res.data.createPage).toEqual({
      page: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Vimeo Basic accounts are unsupported', field: 'input.blocks.0.data.url' }],
    });
    expect(await t.db.collection.count({ where: { title: 'Basic Film' } })).toBe(0);
  });

  it('a Plus account’s video is kept with its account type; changing it to a Basic one is refused', async () => {
    const created = await t.gql<any>(CREATE, { i: { kind: 'page', title: 'Plus Film', blocks: [vimeo('plus')] } }, editor);
    expect(created.data.createPage.userErrors).toEqual([]);
    expect(created.data.createPage.page.blocks[0].storedData.oembed.accountType).toBe('plus');
    const changed = await t.gql<any>(UPDATE, { id: created.data.createPage.page.id, i: { blocks: [vimeo('Basic')] } }, editor);
    expect(changed.data.updatePage.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Vimeo Basic accounts are unsupported', field: 'input.blocks.0.data.url' },
    ]);
  });
});
