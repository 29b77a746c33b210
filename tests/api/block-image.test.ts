// blockImage: owners (read) look up by id the uploaded image an image block names — a product's image or a gallery
// image — with its address and alt text; never another website's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IMAGE = 'query ($id: ID!) { blockImage(id: $id) { id url alt kind title } }';
type Answer = { blockImage: { id: string; url: string; alt: string; kind: string; title: string } | null };

describe('blockImage', () => {
  it("answers a product's image with its address, alt text (else the product's title) and product", async () => {
    const image = await t.db.productImage.findFirstOrThrow({ where: { productId: 'prod-classic-tee' }, orderBy: { position: 'asc' } });
    await t.db.productImage.update({ where: { id: image.id }, data: { altText: '' } });
    const res = await t.gql<Answer>(IMAGE, { id: image.id }, await ownerHeaders(t, RoleCode.VIEWER));
    expect(res.errors).toBeUndefined();
    expect(res.data!.blockImage).toEqual({ id: image.id, url: image.assetUrl, alt: 'Classic Tee', kind: 'PRODUCT', title: 'Classic Tee' });
  });

  it('answers a gallery image, and null for an item without a file or an unknown id', async () => {
    const as = await ownerHeaders(t, RoleCode.VIEWER);
    const item = await t.db.item.create({
      data: {
        websiteId: 'site-demo',
        collectionId: (await t.db.collection.findFirstOrThrow({ where: { websiteId: 'site-demo', typeName: 'gallery' } })).id,
        title: 'Harbor at dawn',
        urlSlug: 'harbor-at-dawn-block-image',
        assetUrl: '/media/harbor.png',
        altText: 'Boats at dawn',
      },
    });
    const res = await t.gql<Answer>(IMAGE, { id: item.id }, as);
    expect(res.data!.blockImage).toEqual({
      id: item.id,
      url: '/media/harbor.png',
      alt: 'Boats at dawn',
      kind: 'GALLERY',
      title: 'Harbor at dawn',
    });
    const post = await t.db.item.findFirstOrThrow({ where: { websiteId: 'site-demo', assetUrl: null } });
    expect((await t.gql<Answer>(IMAGE, { id: post.id }, as)).data!.blockImage).toBeNull();
    expect((await t.gql<Answer>(IMAGE, { id: 'image-gone' }, as)).data!.blockImage).toBeNull();
  });

  it("never answers another website's image, and needs an owner", async () => {
    const tokyo = await t.db.productImage.findFirstOrThrow({ where: { websiteId: 'site-tokyo' } });
    const res = await t.gql<Answer>(IMAGE, { id: tokyo.id }, await ownerHeaders(t, RoleCode.ADMIN));
    expect(res.data!.blockImage).toBeNull();
    const nobody = await t.gql(IMAGE, { id: tokyo.id });
    expect(nobody.errors?.[0]).toMatchObject({ message: NOT_AUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
  });
});
