// Owners' media: images uploaded through GraphQL multipart requests and the REST upload, processed by sharp into the
// width tiers in webp and jpg with colour data, served immutable; refusals in the spec's words with nothing stored;
// a digital product's file served by its download links.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_IMAGE_PIXELS } from '../../domain/store-limits.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let editor: { authorization: string };
let viewer: { authorization: string };
let headless: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  editor = { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` };
  viewer = { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` };
  headless = { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'm' })).token}` };
});
afterAll(() => t.close());

const IMAGE_FIELDS =
  'id assetUrl width height originalSize altText alt fileName position mediaFocalPoint { x y } colorData { topLeftAverage topRightAverage bottomLeftAverage bottomRightAverage centerAverage suggestedBgColor }';
const UPLOAD = `mutation($p: ID!, $f: File!, $a: String, $fp: FocalPointInput) {
  uploadProductImage(productId: $p, file: $f, altText: $a, focalPoint: $fp) { image { ${IMAGE_FIELDS} } userErrors { code message field } }
}`;

/** A photo-like JPEG: four coloured quadrants with a white square in the middle. */
async function quadrants(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
  const square = (color: string, left: number, top: number, sw = w, sh = h) => ({
    input: { create: { width: sw, height: sh, channels: 3 as const, background: color } },
    left,
    top,
  });
  const side = Math.floor(Math.min(width, height) / 2);
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      square('#ff0000', 0, 0),
      square('#00ff00', w, 0, width - w),
      square('#0000ff', 0, h, w, height - h),
      square('#ffff00', w, h, width - w, height - h),
      square('#ffffff', Math.floor((width - side) / 2), Math.floor((height - side) / 2), side, side),
    ])
    [format]({ quality: 95 })
    .toBuffer();
}

/** POSTs one operation with one file, as the GraphQL multipart request spec lays it out. */
async function multipart(
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; data: Buffer; type?: string },
  headers: Record<string, string> = editor,
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'image/jpeg' }));
  return t.request('/graphql', { method: 'POST', body: form, headers });
}

async function upload(productId: string, file: { name: string; data: Buffer }, extra: Record<string, unknown> = {}) {
  const res = await multipart(UPLOAD, { p: productId, ...extra }, file);
  const body = (await res.json()) as any;
  expect(body.errors).toBeUndefined();
  return body.data.uploadProductImage;
}

/** JPEG moves colours a little: 'fe0000' is near 'ff0000'. */
const near = (colorData: unknown, hex: string) => {
  const got = (colorData as { topLeftAverage: string }).topLeftAverage;
  return [0, 2, 4].every((i) => Math.abs(Number.parseInt(got.slice(i, i + 2), 16) - Number.parseInt(hex.slice(i, i + 2), 16)) <= 4);
};

const storedFiles = () => {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)]));
  return list(t.mediaDir).filter((f) => f.includes('/images/'));
};

async function newProduct(title: string, productType = 'PHYSICAL') {
  const res = await t.gql<any>(
    'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id } userErrors { message } } }',
    { i: { collectionId: 'col-shop', productType, title, status: 'PUBLISHED', variants: [{ priceCents: 1000, qtyInStock: 5 }] } },
    { headers: editor },
  );
  expect(res.data.createProduct.userErrors).toEqual([]);
  return res.data.createProduct.product.id as string;
}

describe('uploading product images', () => {
  it('renders every width tier up to the original in webp and jpg, with originalSize and the colour data of its corners and centre', async () => {
    const productId = await newProduct('Quadrant Print');
    const r = await upload(
      productId,
      { name: 'quadrant print.png', data: await quadrants(1200, 800, 'png') },
      { a: 'A print in four colours', fp: { x: 0.25, y: 0.75 } },
    );
    expect(r.userErrors).toEqual([]);
    expect(r.image).toMatchObject({
      width: 1200,
      height: 800,
      originalSize: '1200x800',
      altText: 'A print in four colours',
      alt: 'A print in four colours',
      fileName: 'quadrant print.png',
      position: 0,
      mediaFocalPoint: { x: 0.25, y: 0.75 },
      colorData: {
        topLeftAverage: 'ff0000',
        topRightAverage: '00ff00',
        bottomLeftAverage: '0000ff',
        bottomRightAverage: 'ffff00',
        centerAverage: 'ffffff',
      },
    });
    expect(r.image.assetUrl).toMatch(new RegExp(`^/media/site-demo/images/${r.image.id}/quadrant-print\\.png$`));
    const row = await t.db.productImage.findUniqueOrThrow({ where: { id: r.image.id } });
    expect(row.widths).toEqual([100, 300, 500, 750, 1000, 1200]);
    // Every rendition is stored, in both formats.
    expect(
      storedFiles()
        .filter((f) => f.includes(r.image.id))
        .map((f) => f.split('/').pop())
        .sort(),
    ).toEqual([
      '1000w.jpg',
      '1000w.webp',
      '100w.jpg',
      '100w.webp',
      '1200w.jpg',
      '1200w.webp',
      '300w.jpg',
      '300w.webp',
      '500w.jpg',
      '500w.webp',
      '750w.jpg',
      '750w.webp',
    ]);
  });

  it('serves the tier a srcset asks for, webp when the browser takes it, immutable and without cookies', async () => {
    const productId = await newProduct('Tiered Print');
    const { image } = await upload(productId, { name: 'tiered.png', data: await quadrants(3000, 1500, 'png') });
    expect(image.originalSize).toBe('3000x1500');
    const get = (query: string, accept: string) => t.request(`${image.assetUrl}${query}`, { headers: { accept } });

    const webp = await get('?format=300w', 'image/avif,image/webp,*/*');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('set-cookie')).toBeNull();
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300, height: 150 });

    const jpg = await get('?format=750w', 'image/*');
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 750 });

    // Between tiers: the next wider one; past the largest, or with no format: the largest (2500, never upscaled).
    expect((await sharp(Buffer.from(await (await get('?format=400w', 'image/webp')).arrayBuffer())).metadata()).width).toBe(500);
    expect((await sharp(Buffer.from(await (await get('?format=5000w', 'image/webp')).arrayBuffer())).metadata()).width).toBe(2500);
    expect((await sharp(Buffer.from(await (await get('', 'image/webp')).arrayBuffer())).metadata()).width).toBe(2500);
    expect((await t.request(image.assetUrl.replace(image.id, 'no-such-image'))).status).toBe(404);
  });

  it("an image is served only under its own website's id: another website's id, or a row of another website, answers 404", async () => {
    const productId = await newProduct('Tenant Print');
    const { image } = await upload(productId, { name: 'tenant.jpg', data: await quadrants(600, 400) });
    const tokyoUrl = image.assetUrl.replace('/media/site-demo/', '/media/site-tokyo/');
    expect((await t.request(image.assetUrl)).status).toBe(200);
    expect(await (await t.request(tokyoUrl)).json()).toEqual({ error: 'Not found' });
    expect((await t.request(tokyoUrl)).status).toBe(404);
    // The row now belongs to the other website: the files under site-demo's address have no row of site-demo.
    const tokyoProduct = await t.db.product.findFirstOrThrow({ where: { websiteId: 'site-tokyo' } });
    await t.db.productImage.update({ where: { id: image.id }, data: { websiteId: 'site-tokyo', productId: tokyoProduct.id } });
    try {
      expect((await t.request(image.assetUrl)).status).toBe(404);
      expect((await t.request(tokyoUrl)).status).toBe(404);
    } finally {
      await t.db.productImage.update({ where: { id: image.id }, data: { websiteId: 'site-demo', productId } });
    }
    expect((await t.request(image.assetUrl)).status).toBe(200);
  });

  it('turns a photo by its EXIF orientation before measuring it', async () => {
    const productId = await newProduct('Sideways Photo');
    const data = await sharp(await quadrants(400, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { image } = await upload(productId, { name: 'sideways.jpg', data });
    expect(image.originalSize).toBe('200x400');
  });

  it('the storefront shows the new image at once, with the product title as its alt text when it has none', async () => {
    const productId = await newProduct('Fresh Print');
    const query = `query($id: ID) { product(id: $id) { images { assetUrl alt srcSet } } }`;
    // Read once so the public answer is cached, then upload.
    expect((await t.gql<any>(query, { id: productId }, { headers: headless })).data.product.images).toEqual([]);
    const { image } = await upload(productId, { name: 'fresh.jpg', data: await quadrants(600, 600) });
    const images = (await t.gql<any>(query, { id: productId }, { headers: headless })).data.product.images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ assetUrl: image.assetUrl, alt: 'Fresh Print' });
    expect(images[0].srcSet).toContain(`${image.assetUrl}?format=300w 300w`);
    const audit = await t.db.auditEntry.findFirstOrThrow({ where: { action: 'image.upload', entityId: image.id } });
    expect(audit.actor).toMatch(/^owner-/);
  });

  it('alt text falls back to at most 250 characters', async () => {
    const title = `Print ${'with a very long name '.repeat(12)}`.trim();
    const productId = await newProduct(title.slice(0, 200));
    const { image } = await upload(productId, { name: 'long.jpg', data: await quadrants(200, 200) });
    expect(image.alt.length).toBeLessThanOrEqual(250);
    expect(image.alt.startsWith('Print with a very long name')).toBe(true);
  });
});

describe('refused uploads, in the spec’s words, leave nothing behind', () => {
  const refusal = async (file: { name: string; data: Buffer }, extra: Record<string, unknown> = {}, productId = 'prod-classic-tee') => {
    const before = storedFiles().length;
    const rows = await t.db.productImage.count();
    const r = await upload(productId, file, extra);
    expect(r.image).toBeNull();
    expect(storedFiles().length).toBe(before);
    expect(await t.db.productImage.count()).toBe(rows);
    return r.userErrors[0];
  };

  it("a file that is not an image: 'The file {fileName} does not appear to be a supported file'", async () => {
    expect(await refusal({ name: 'notes.jpg', data: Buffer.from('these are my notes, not a picture') })).toEqual({
      code: 'INVALID_INPUT',
      message: 'The file notes.jpg does not appear to be a supported file',
      field: 'file',
    });
    // A JPEG cut short keeps its header but cannot be decoded.
    const cut = (await quadrants(800, 800)).subarray(0, 2000);
    expect((await refusal({ name: 'cut.jpg', data: cut })).message).toBe('The file cut.jpg does not appear to be a supported file');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal({ name: 'logo.svg', data: svg })).message).toBe('The file logo.svg does not appear to be a supported file');
  });

  it("a file past 20 MB: 'The file {fileName} is too large. The maximum allowed file size is 20 MB'", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 1);
    expect((await refusal({ name: 'huge.jpg', data: big })).message).toBe(
      'The file huge.jpg is too large. The maximum allowed file size is 20 MB',
    );
    // The REST upload refuses it from its declared length, before reading it.
    const res = await t.request('/api/commerce/products/prod-classic-tee/images?fileName=huge.jpg', {
      method: 'POST',
      body: big,
      headers: { ...editor, 'content-type': 'image/jpeg' },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('The file huge.jpg is too large. The maximum allowed file size is 20 MB');
  });

  it("a file without a name: 'Please enter a file name'", async () => {
    expect((await refusal({ name: '  ', data: await quadrants(100, 100) })).message).toBe('Please enter a file name');
  });

  it('alt text past 250 characters, a focal point outside the image, an unknown product', async () => {
    const data = await quadrants(100, 100);
    expect(await refusal({ name: 'a.jpg', data }, { a: 'x'.repeat(251) })).toMatchObject({ field: 'altText' });
    expect(await refusal({ name: 'a.jpg', data }, { fp: { x: 1.5, y: 0 } })).toMatchObject({ field: 'focalPoint' });
    expect(await refusal({ name: 'a.jpg', data }, {}, 'no-such-product')).toMatchObject({ code: 'NOT_FOUND', field: 'productId' });
  });

  it("another website's product is not found, a viewer is refused, and an anonymous upload is not even read", async () => {
    const other = await t.db.product.findFirstOrThrow({ where: { websiteId: { not: 'site-demo' } } });
    const data = await quadrants(100, 100);
    expect(await refusal({ name: 'a.jpg', data }, {}, other.id)).toMatchObject({ code: 'NOT_FOUND' });
    const asViewer = await (await multipart(UPLOAD, { p: 'prod-classic-tee' }, { name: 'a.jpg', data }, viewer)).json();
    expect(asViewer.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await multipart(UPLOAD, { p: 'prod-classic-tee' }, { name: 'a.jpg', data }, {});
    expect(anonymous.status).toBe(401);
  });
});

describe('the REST upload for scripts', () => {
  it('takes a multipart "file" field or the image as the body, and answers the image', async () => {
    const productId = await newProduct('Scripted Print');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await quadrants(640, 480))], 'scripted.jpg', { type: 'image/jpeg' }));
    form.set('altText', 'From a script');
    form.set('focalX', '0.1');
    form.set('focalY', '0.9');
    const res = await t.request(`/api/commerce/products/${productId}/images`, { method: 'POST', body: form, headers: editor });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      productId,
      originalSize: '640x480',
      altText: 'From a script',
      mediaFocalPoint: { x: 0.1, y: 0.9 },
    });
    expect(near((await t.db.productImage.findFirstOrThrow({ where: { productId, fileName: 'scripted.jpg' } })).colorData, 'ff0000')).toBe(
      true,
    );
    const raw = await t.request(`/api/commerce/products/${productId}/images?fileName=raw.png&altText=Raw`, {
      method: 'POST',
      body: await quadrants(320, 320, 'png'),
      headers: { ...editor, 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(201);
    expect(await raw.json()).toMatchObject({ originalSize: '320x320', altText: 'Raw', fileName: 'raw.png', position: 1 });
    const bad = await t.request(`/api/commerce/products/${productId}/images?fileName=x.jpg`, {
      method: 'POST',
      body: 'plain words',
      headers: { ...editor, 'content-type': 'image/jpeg' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The file x.jpg does not appear to be a supported file',
      code: 'INVALID_INPUT',
      field: 'file',
    });
    const denied = await t.request(`/api/commerce/products/${productId}/images?fileName=x.jpg`, {
      method: 'POST',
      body: 'x',
      headers: viewer,
    });
    expect(denied.status).toBe(403);
  });
});

describe('describing, ordering and removing images', () => {
  const EDIT = `mutation($i: ID!, $a: String, $fp: FocalPointInput) { updateProductImage(imageId: $i, altText: $a, focalPoint: $fp) { image { ${IMAGE_FIELDS} } userErrors { field } } }`;
  const MOVE = `mutation($i: ID!, $p: Int!) { moveProductImage(imageId: $i, position: $p) { image { position } userErrors { field } } }`;
  const REMOVE = 'mutation($i: ID!) { removeProductImage(imageId: $i) { deletedId userErrors { code } } }';

  it('alt text and focal point change; moving to 0 makes it the main image; removing it removes its files', async () => {
    const productId = await newProduct('Ordered Print');
    await upload(productId, { name: 'first.jpg', data: await quadrants(300, 300) });
    const { image } = await upload(productId, { name: 'second.jpg', data: await quadrants(300, 300) });
    expect(image.position).toBe(1);
    const edited = (await t.gql<any>(EDIT, { i: image.id, a: 'Now described', fp: { x: 0, y: 1 } }, { headers: editor })).data
      .updateProductImage;
    expect(edited.image).toMatchObject({ altText: 'Now described', mediaFocalPoint: { x: 0, y: 1 } });
    expect((await t.gql<any>(MOVE, { i: image.id, p: 0 }, { headers: editor })).data.moveProductImage.image.position).toBe(0);
    const main = await t.gql<any>('query($id: ID) { product(id: $id) { mainImage { id } images { position } } }', { id: productId });
    expect(main.data.product.mainImage.id).toBe(image.id);
    expect(main.data.product.images.map((i: any) => i.position)).toEqual([0, 1]);

    expect(storedFiles().some((f) => f.includes(image.id))).toBe(true);
    expect((await t.gql<any>(REMOVE, { i: image.id }, { headers: editor })).data.removeProductImage).toEqual({
      deletedId: image.id,
      userErrors: [],
    });
    expect(storedFiles().some((f) => f.includes(image.id))).toBe(false);
    expect((await t.request(image.assetUrl)).status).toBe(404);
    expect((await t.gql<any>(REMOVE, { i: image.id }, { headers: editor })).data.removeProductImage.userErrors).toEqual([
      { code: 'NOT_FOUND' },
    ]);
  });

  it("a duplicated product shares its original's files until neither uses them; deleting a product removes its files", async () => {
    const productId = await newProduct('Shared Print');
    const { image } = await upload(productId, { name: 'shared.jpg', data: await quadrants(300, 300) });
    const copy = (
      await t.gql<any>(
        'mutation($id: ID!) { duplicateProduct(id: $id) { product { id images { id assetUrl } } } }',
        { id: productId },
        { headers: editor },
      )
    ).data.duplicateProduct.product;
    const copied = copy.images.find((i: any) => i.assetUrl === image.assetUrl);
    expect(copied).toBeDefined();
    await t.gql(REMOVE, { i: image.id }, { headers: editor });
    expect(storedFiles().some((f) => f.includes(image.id))).toBe(true);
    expect((await t.request(`${image.assetUrl}?format=100w`)).status).toBe(200);
    const deleted = await t.gql<any>('mutation($id: ID!) { deleteProduct(id: $id) { deletedId } }', { id: copy.id }, { headers: editor });
    expect(deleted.data.deleteProduct.deletedId).toBe(copy.id);
    expect(storedFiles().some((f) => f.includes(image.id))).toBe(false);
  });
});

describe("a digital product's file", () => {
  const SET =
    'mutation($p: ID!, $f: File!) { setDigitalFile(productId: $p, file: $f) { file { fileName byteSize contentType sha256 } userErrors { code message field } } }';

  it('is uploaded by GraphQL or streamed by REST, and a bought download serves exactly those bytes', async () => {
    const productId = await newProduct('Field Guide', 'DIGITAL');
    const small = Buffer.from('%PDF-1.4 a small guide');
    const set = await (await multipart(SET, { p: productId }, { name: 'guide v1.pdf', data: small, type: 'application/pdf' })).json();
    expect(set.data.setDigitalFile.file).toMatchObject({
      fileName: 'guide v1.pdf',
      byteSize: small.length,
      contentType: 'application/pdf',
    });

    // A bigger replacement through the streaming REST upload.
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const put = await t.request(`/api/commerce/products/${productId}/digital-file?fileName=guide.zip`, {
      method: 'PUT',
      body: big,
      headers: { ...editor, 'content-type': 'application/octet-stream' },
    });
    expect(put.status).toBe(201);
    const sha256 = createHash('sha256').update(big).digest('hex');
    expect(await put.json()).toMatchObject({ fileName: 'guide.zip', byteSize: big.length, contentType: 'application/zip', sha256 });
    // The replaced file is gone from storage.
    expect(
      readdirSync(join(t.mediaDir, 'site-demo', 'files'), { recursive: true }).filter(
        (f) => String(f).endsWith('.pdf') && String(f).includes('guide'),
      ),
    ).toEqual([]);

    const cart = await t.gql<any>(
      'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } } }',
      { i: { itemId: productId } },
      { headers: headless },
    );
    const order = await t.gql<any>(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { downloads { url } } userErrors { message } } }',
      {
        input: {
          cartToken: cart.data.addToCart.cart.cartToken,
          idempotencyKey: 'guide-1',
          email: 'reader@example.com',
          name: 'Ada Lovelace',
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
      { headers: headless },
    );
    expect(order.data.placeOrder.userErrors).toEqual([]);
    const res = await t.request(order.data.placeOrder.order.downloads[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guide.zip"; filename*=UTF-8''guide.zip`);
    expect(
      createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('hex'),
    ).toBe(sha256);
  });

  it('is refused for other product types, past 300 MB (by its declared length, before reading), and without a name', async () => {
    const set = await (await multipart(SET, { p: 'prod-classic-tee' }, { name: 'a.pdf', data: Buffer.from('x') })).json();
    expect(set.data.setDigitalFile.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Only digital products have a file to download.', field: 'productId' },
    ]);
    const tooBig = await t.request('/api/commerce/products/prod-digital-lookbook/digital-file?fileName=film.mp4', {
      method: 'PUT',
      body: 'x',
      headers: { ...editor, 'content-length': String(300 * 1024 * 1024 + 1) },
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toBe('The file film.mp4 is too large. The maximum allowed file size is 300 MB');
    const nameless = await t.request('/api/commerce/products/prod-digital-lookbook/digital-file', {
      method: 'PUT',
      body: 'x',
      headers: editor,
    });
    expect(await nameless.json()).toMatchObject({ error: 'Please enter a file name', field: 'file' });
    // Without a token or session, a change is a crumb failure (as every REST change made without one).
    const anonymous = await t.request('/api/commerce/products/prod-digital-lookbook/digital-file?fileName=a.pdf', {
      method: 'PUT',
      body: 'x',
    });
    expect(await anonymous.json()).toMatchObject({ crumbFail: true });
    // The demo file is still the one served.
    expect((await t.db.digitalFile.findUniqueOrThrow({ where: { productId: 'prod-digital-lookbook' } })).fileName).toBe(
      'Digital Lookbook.pdf',
    );
  });
});

describe('bounds', () => {
  it('a product holds at most 50 images', async () => {
    const productId = await newProduct('Crowded Print');
    await t.db.productImage.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        websiteId: 'site-demo',
        productId,
        assetUrl: `/images/x${i}.jpg`,
        width: 10,
        height: 10,
        position: i,
      })),
    });
    const before = storedFiles().length;
    const r = await upload(productId, { name: 'one-more.jpg', data: await quadrants(100, 100) });
    expect(r.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'A product can have at most 50 images.', field: 'productId' }]);
    expect(storedFiles().length).toBe(before);
  });

  it('an image of more than 40 megapixels is refused from its header, before it is decoded', async () => {
    // A valid black PNG of 6,325 × 6,325 one-bit pixels: a few kilobytes that would decode to 40.006 megapixels.
    const [width, height] = [6_325, 6_325];
    expect(width * height).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body), body.length + 4);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
    const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
    const r = await upload('prod-classic-tee', { name: 'bomb.png', data: png });
    expect(r.userErrors[0].message).toBe('The file bomb.png does not appear to be a supported file');
  });

  it('a GraphQL multipart request past 20 MB and 64 KiB is answered 413 without being processed', async () => {
    const res = await multipart(
      UPLOAD,
      { p: 'prod-classic-tee' },
      { name: 'huge.jpg', data: Buffer.alloc(20 * 1024 * 1024 + 70 * 1024, 1) },
    );
    expect(res.status).toBe(413);
  });

  it('a streamed digital file that passes 300 MB without saying its length is cut off there, and nothing is kept', async () => {
    const productId = await newProduct('Endless Film', 'DIGITAL');
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 300 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.request(`/api/commerce/products/${productId}/digital-file?fileName=film.mp4`, {
      method: 'PUT',
      body,
      headers: editor,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('The file film.mp4 is too large. The maximum allowed file size is 300 MB');
    expect(await t.db.digitalFile.findUnique({ where: { productId } })).toBeNull();
    const files = readdirSync(join(t.mediaDir, 'site-demo', 'files'), { recursive: true }).map(String);
    expect(files.filter((f) => f.includes('film'))).toEqual([]);
  });
});

describe('the image of a gallery image, post or event', () => {
  const ITEM_UPLOAD = `mutation($i: ID!, $f: File!, $a: String, $fp: FocalPointInput) {
    uploadItemImage(itemId: $i, file: $f, altText: $a, focalPoint: $fp) { item { assetUrl altText imageWidth imageHeight focalX focalY } userErrors { code message field } }
  }`;
  const galleryImage = async () => {
    const page = await t.gql<any>(
      'mutation { createPage(input: { kind: gallery, title: "Upload Gallery" }) { page { id } } }',
      {},
      { headers: editor },
    );
    const item = await t.gql<any>(
      'mutation($c: ID!) { createItem(input: { collectionId: $c, title: "Harbour", status: PUBLISHED }) { item { id } } }',
      { c: page.data.createPage.page.id },
      { headers: editor },
    );
    return item.data.createItem.item.id as string;
  };
  const uploadTo = async (itemId: string, file: { name: string; data: Buffer }, extra: Record<string, unknown> = {}) =>
    ((await (await multipart(ITEM_UPLOAD, { i: itemId, ...extra }, file)).json()) as any).data.uploadItemImage;

  it('is rendered in every width tier and served from its URL; a new upload replaces the old files', async () => {
    const itemId = await galleryImage();
    const first = await uploadTo(
      itemId,
      { name: 'harbour.jpg', data: await quadrants(800, 600) },
      { a: 'The harbour', fp: { x: 0.2, y: 0.8 } },
    );
    expect(first.userErrors).toEqual([]);
    expect(first.item).toMatchObject({ altText: 'The harbour', imageWidth: 800, imageHeight: 600, focalX: 0.2, focalY: 0.8 });
    expect(first.item.assetUrl).toMatch(/^\/media\/site-demo\/images\/[0-9a-f-]+\/harbour\.jpg$/);
    const served = await t.request(`${first.item.assetUrl}?format=300w`, { headers: { accept: 'image/webp' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);
    const firstId = first.item.assetUrl.split('/')[4];
    expect(storedFiles().filter((f) => f.includes(firstId))).toHaveLength(10);

    const second = await uploadTo(itemId, { name: 'harbour-2.png', data: await quadrants(400, 400, 'png') });
    expect(second.item.imageWidth).toBe(400);
    expect(storedFiles().filter((f) => f.includes(firstId))).toEqual([]);
    expect((await t.request(first.item.assetUrl)).status).toBe(404);
  });

  it('is refused for a file that is not an image, for a product, and for another website’s item', async () => {
    const itemId = await galleryImage();
    expect((await uploadTo(itemId, { name: 'notes.jpg', data: Buffer.from('not an image') })).userErrors[0]).toMatchObject({
      field: 'file',
    });
    expect((await uploadTo('prod-classic-tee', { name: 'tee.jpg', data: await quadrants(200, 200) })).userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such item.',
    });
    const page = await t.db.collection.create({
      data: { websiteId: 'site-tokyo', title: 'Photos', urlSlug: 'photos', type: 6, typeName: 'gallery' },
    });
    const other = await t.db.item.create({
      data: { websiteId: 'site-tokyo', collectionId: page.id, recordType: 2, title: 'Temple', urlSlug: 'temple', searchText: 'temple' },
    });
    expect((await uploadTo(other.id, { name: 'x.jpg', data: await quadrants(200, 200) })).userErrors[0].code).toBe('NOT_FOUND');
    expect((await t.db.item.findUniqueOrThrow({ where: { id: itemId } })).assetUrl).toBeNull();
  });
});
