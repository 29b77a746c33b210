// The console's sidebar as data (client/src/console/frame/navigation.ts): which entries a role sees, and which entry
// is current on each screen, detail screens included.
import { describe, expect, it } from 'vitest';
import { CONSOLE_NAVIGATION, isCurrent, visibleNavigation } from '../../client/src/console/frame/navigation.ts';
import { capabilitiesOf, RoleCode } from '../../domain/permissions.ts';

const current = (pathname: string) =>
  CONSOLE_NAVIGATION.flatMap((group) => group.items)
    .filter((item) => isCurrent(item, pathname))
    .map((item) => item.label);

describe('console navigation', () => {
  it('groups the screens as Home, Store, Orders, Website, Marketing and Settings', () => {
    expect(CONSOLE_NAVIGATION.map((group) => group.title)).toEqual(['Home', 'Store', 'Orders', 'Website', 'Marketing', 'Settings']);
  });

  it('marks exactly one entry current on every screen, detail screens under their list', () => {
    expect(current('/products')).toEqual(['Products']);
    expect(current('/products/abc')).toEqual(['Products']);
    expect(current('/orders/abc')).toEqual(['Orders']);
    expect(current('/collections')).toEqual(['Collections']);
    expect(current('/collections/journal/items')).toEqual(['Pages and navigation']);
    expect(current('/collections/journal/items/post-1')).toEqual(['Pages and navigation']);
    expect(current('/pages/abc')).toEqual(['Pages and navigation']);
    expect(current('/settings')).toEqual(['Store']);
    expect(current('/mailing-list')).toEqual(['Mailing list']);
    expect(current('/productsx')).toEqual([]);
  });

  it('shows a role only the entries its capabilities allow, and no empty group', () => {
    const viewer = visibleNavigation(capabilitiesOf(RoleCode.VIEWER));
    expect(viewer.map((group) => group.title)).toEqual(['Store', 'Orders', 'Website', 'Marketing', 'Settings']);
    expect(viewer.flatMap((group) => group.items).some((item) => item.label === 'Team' || item.label === 'Coupons')).toBe(false);
    const admin = visibleNavigation(capabilitiesOf(RoleCode.ADMIN));
    expect(admin.flatMap((group) => group.items)).toHaveLength(CONSOLE_NAVIGATION.flatMap((group) => group.items).length);
  });
});
