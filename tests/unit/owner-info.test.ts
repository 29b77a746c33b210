// The OwnerInfo cookie (domain/owner-info.ts): the page context's authenticatedAccount is the account holder it names —
// its id, with the role code the analytics skip rule reads — and a value it cannot read names nobody.
import { describe, expect, it } from 'vitest';
import { ownerInfoValue, parseOwnerInfo } from '../../domain/owner-info.ts';
import { pageContextOf } from '../../domain/page-context.ts';
import { RoleCode } from '../../domain/permissions.ts';

describe('the OwnerInfo cookie names the authenticated account holder', () => {
  it('reads back what the server writes', () => {
    const owner = { id: 'owner-1', roleCode: RoleCode.VIEWER };
    expect(parseOwnerInfo(ownerInfoValue(owner))).toEqual(owner);
    expect(pageContextOf(null, null, parseOwnerInfo(ownerInfoValue(owner))?.id ?? null).authenticatedAccount).toEqual({ id: 'owner-1' });
  });
  it('an absent, malformed or incomplete value names nobody', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'not json',
      'null',
      '[]',
      '{"id":"o1"}',
      '{"roleCode":1}',
      '{"id":"","roleCode":1}',
      '{"id":"o1","roleCode":"1"}',
    ]) {
      expect(parseOwnerInfo(raw)).toBeNull();
    }
  });
});
