import { describe, expect, it } from 'vitest';
import { CAPABILITIES, capabilitiesOf, RoleCode, roleCan, roleName } from '../../domain/permissions.ts';

describe('owner roles and capabilities', () => {
  it('role codes are those of the spec', () => {
    expect(RoleCode).toMatchObject({
      ADMIN: 1,
      BILLING: 2,
      REPORTING: 3,
      EDITOR: 4,
      MODERATOR: 6,
      COMMENTER: 7,
      STORE_MANAGER: 8,
      SCHEDULING: 9,
      VIEWER: 10,
    });
    expect(RoleCode).toMatchObject({
      CAMPAIGNS_EDITOR: 11,
      SCHEDULING_VIEWER: 12,
      SCHEDULING_EDITOR: 13,
      NONE: 14,
      WEBSITE_MANAGER: 15,
      DRAFT_EDITOR: 16,
    });
  });
  it('admin may do everything', () => {
    expect(capabilitiesOf(RoleCode.ADMIN)).toEqual(CAPABILITIES);
  });
  it('viewer (10) reads only', () => {
    expect(capabilitiesOf(RoleCode.VIEWER)).toEqual(['read']);
  });
  it('none (14) gets nothing, and neither does an unknown role', () => {
    expect(capabilitiesOf(RoleCode.NONE)).toEqual([]);
    expect(capabilitiesOf(5)).toEqual([]);
  });
  it('store manager runs the store but not settings or users', () => {
    expect(roleCan(RoleCode.STORE_MANAGER, 'inventory:write')).toBe(true);
    expect(roleCan(RoleCode.STORE_MANAGER, 'restock:manage')).toBe(true);
    expect(roleCan(RoleCode.STORE_MANAGER, 'settings:write')).toBe(false);
    expect(roleCan(RoleCode.STORE_MANAGER, 'users:manage')).toBe(false);
  });
  it('website manager may do everything but manage users', () => {
    expect(roleCan(RoleCode.WEBSITE_MANAGER, 'settings:write')).toBe(true);
    expect(roleCan(RoleCode.WEBSITE_MANAGER, 'users:manage')).toBe(false);
  });
  it('reporting reads analytics but changes nothing', () => {
    expect(capabilitiesOf(RoleCode.REPORTING)).toEqual(['read', 'analytics:read']);
  });
  it('names roles for people', () => {
    expect(roleName(8)).toBe('store manager');
  });
});
