// Renaming a digital product's file (renameDigitalFile, catalog:write): the name its downloads get changes, the stored
// bytes stay; a blank name is refused with spec §5's 'Please enter a file name', and a rename keeps the file's kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let editor: { headers: { authorization: string } };
beforeAll(async () => {
  t = await startTestApp();
  editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
});
afterAll(() => t.close());

const RENAME = `mutation($p: ID!, $n: String!) { renameDigitalFile(productId: $p, fileName: $n) {
  file { fileName contentType } userErrors { code message field } } }`;
const PRODUCT = 'prod-digital-lookbook';
const stored = () => t.db.digitalFile.findUniqueOrThrow({ where: { productId: PRODUCT } });

describe('renameDigitalFile', () => {
  it("a blank name is refused with 'Please enter a file name' and the file keeps its name", async () => {
    const res = await t.gql<any>(RENAME, { p: PRODUCT, n: '   ' }, editor);
    expect(res.data.renameDigitalFile).toEqual({
      file: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Please enter a file name', field: 'fileName' }],
    });
    expect((await stored()).fileName).toBe('Digital Lookbook.pdf');
  });

  it('a name of another kind, with a slash, or too long is refused', async () => {
    const refusal = async (n: string) =>
      (await t.gql<any>(RENAME, { p: PRODUCT, n }, editor)).data.renameDigitalFile.userErrors[0]?.message;
    expect(await refusal('Lookbook.zip')).toBe('The name must end in .pdf, as the file does.');
    expect(await refusal('Lookbook')).toBe('The name must end in .pdf, as the file does.');
    expect(await refusal('spring/Lookbook.pdf')).toBe('A file name cannot hold / or \\.');
    expect(await refusal(`${'a'.repeat(252)}.pdf`)).toBe('A file name can be at most 255 characters.');
  });

  it('renames the file, trimmed, audited; the stored bytes stay and downloads get the new name', async () => {
    const before = await stored();
    const res = await t.gql<any>(RENAME, { p: PRODUCT, n: ' Spring Lookbook.PDF ' }, editor);
    expect(res.data.renameDigitalFile).toEqual({
      file: { fileName: 'Spring Lookbook.PDF', contentType: 'application/pdf' },
      userErrors: [],
    });
    const after = await stored();
    expect({ key: after.storageKey, sha256: after.sha256 }).toEqual({ key: before.storageKey, sha256: before.sha256 });
    const audit = await t.db.auditEntry.findFirstOrThrow({ where: { action: 'digitalFile.rename', entityId: PRODUCT } });
    expect(audit.after).toEqual({ fileName: 'Spring Lookbook.PDF' });
  });

  it('a product without a file is NOT_FOUND; a viewer may not rename', async () => {
    const none = await t.gql<any>(RENAME, { p: 'prod-classic-tee', n: 'a.pdf' }, editor);
    expect(none.data.renameDigitalFile.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'This product has no file.', field: 'productId' },
    ]);
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    const refused = await t.gql<any>(RENAME, { p: PRODUCT, n: 'x.pdf' }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
