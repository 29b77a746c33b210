// The console's sidebar as data (docs/console.md "Finding your way"): titled groups of screens, each entry with the
// capability it needs (entries an owner's role cannot use are not shown) and the paths it is current for.
import type { Capability } from '../../../../domain/permissions.ts';

export type NavItem = {
  label: string;
  /** A console screen's path (under /config); or, with `external`, a page of the server opened in a new tab. */
  to: string;
  external?: boolean;
  /** The capability (domain/permissions.ts) an owner needs to see the entry; none: every owner. */
  needs?: Capability;
  /** Further paths the entry is current for, beyond `to` and the paths under it. */
  alsoCurrentFor?: RegExp;
  /** Paths under `to` that belong to another entry. */
  notCurrentFor?: RegExp;
};

export type NavGroup = { title: string; items: NavItem[] };

const CONTENT_ITEMS = /^\/collections\/[^/]+\/items(\/|$)/;

export const CONSOLE_NAVIGATION: NavGroup[] = [
  { title: 'Home', items: [{ label: 'Dashboard', to: '/dashboard', needs: 'analytics:read' }] },
  {
    title: 'Store',
    items: [
      { label: 'Products', to: '/products', needs: 'read' },
      { label: 'Inventory', to: '/inventory', needs: 'read' },
      { label: 'Collections', to: '/collections', needs: 'read', notCurrentFor: CONTENT_ITEMS },
      { label: 'Import / export', to: '/import', needs: 'read' },
    ],
  },
  {
    title: 'Orders',
    items: [
      { label: 'Orders', to: '/orders', needs: 'read' },
      { label: 'Customers', to: '/customers', needs: 'read' },
      { label: 'Gift cards', to: '/gift-cards', needs: 'orders:manage' },
      { label: 'Subscriptions', to: '/subscriptions', needs: 'orders:manage' },
    ],
  },
  {
    title: 'Website',
    items: [
      { label: 'Pages and navigation', to: '/pages', needs: 'read', alsoCurrentFor: CONTENT_ITEMS },
      { label: 'Templates', to: '/templates', needs: 'read' },
    ],
  },
  {
    title: 'Marketing',
    items: [
      { label: 'Coupons', to: '/coupons', needs: 'settings:write' },
      { label: 'Restock', to: '/restock', needs: 'restock:manage' },
      { label: 'Forms', to: '/forms', needs: 'forms:read' },
      { label: 'Mailing list', to: '/mailing-list', needs: 'forms:read' },
      { label: 'Trackers', to: '/trackers' },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Store', to: '/settings' },
      { label: 'Shipping', to: '/shipping', needs: 'settings:write' },
      { label: 'Tax', to: '/tax', needs: 'settings:write' },
      { label: 'Bot check', to: '/captcha' },
      { label: 'API tokens', to: '/tokens' },
      { label: 'API explorer', to: '/api/owner/explorer', external: true },
      { label: 'Team', to: '/team', needs: 'users:manage' },
    ],
  },
];

/** The groups and entries an owner with these capabilities sees; a group with no entry left is not shown. */
export function visibleNavigation(capabilities: readonly string[]): NavGroup[] {
  return CONSOLE_NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.needs || capabilities.includes(item.needs)),
  })).filter((group) => group.items.length > 0);
}

/** Whether the screen at `pathname` (inside /config) is this entry's. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.alsoCurrentFor?.test(pathname)) return true;
  if (item.notCurrentFor?.test(pathname)) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
