// Owner roles (spec §3 role codes) and what each may do. One matrix, enforced for GraphQL and REST alike.
// docs/permissions.md shows the same table.

export const RoleCode = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;
export type RoleCode = (typeof RoleCode)[keyof typeof RoleCode];

export const CAPABILITIES = [
  /** Read the store's owner data: orders, submissions, sign-ups, analytics, settings, tokens of oneself. */
  'read',
  /** Create and edit products, variants, prices, collections. */
  'catalog:write',
  /** Change stock levels. */
  'inventory:write',
  /** Fulfil, cancel and refund orders; manage gift cards and subscriptions. */
  'orders:manage',
  /** See and send restock notifications. */
  'restock:manage',
  /** Approve, hide and delete product reviews. */
  'reviews:moderate',
  /** Read and export form submissions. */
  'forms:read',
  /** Read analytics events and performance records. */
  'analytics:read',
  /** Change store settings. */
  'settings:write',
  /** Grant roles and manage other owners' access. */
  'users:manage',
  /** Read the audit trail of owner changes. */
  'audit:read',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ALL: readonly Capability[] = CAPABILITIES;
const READ_ONLY: readonly Capability[] = ['read'];

const MATRIX: Record<RoleCode, readonly Capability[]> = {
  [RoleCode.ADMIN]: ALL,
  [RoleCode.WEBSITE_MANAGER]: ALL.filter((c) => c !== 'users:manage' && c !== 'audit:read'),
  [RoleCode.STORE_MANAGER]: [
    'read',
    'catalog:write',
    'inventory:write',
    'orders:manage',
    'restock:manage',
    'forms:read',
    'analytics:read',
    'reviews:moderate',
  ],
  [RoleCode.BILLING]: ['read', 'orders:manage', 'settings:write'],
  [RoleCode.REPORTING]: ['read', 'analytics:read'],
  [RoleCode.EDITOR]: ['read', 'catalog:write', 'forms:read'],
  [RoleCode.CAMPAIGNS_EDITOR]: ['read', 'forms:read', 'analytics:read'],
  [RoleCode.DRAFT_EDITOR]: READ_ONLY,
  [RoleCode.MODERATOR]: ['read', 'reviews:moderate'],
  [RoleCode.COMMENTER]: READ_ONLY,
  [RoleCode.SCHEDULING]: READ_ONLY,
  [RoleCode.SCHEDULING_VIEWER]: READ_ONLY,
  [RoleCode.SCHEDULING_EDITOR]: READ_ONLY,
  [RoleCode.VIEWER]: READ_ONLY,
  [RoleCode.NONE]: [],
};

export function isRoleCode(n: number): n is RoleCode {
  return Object.hasOwn(MATRIX, n);
}

/** What a role may do; an unknown role may do nothing. */
export function capabilitiesOf(roleCode: number): readonly Capability[] {
  return isRoleCode(roleCode) ? MATRIX[roleCode] : [];
}

export function roleCan(roleCode: number, capability: Capability): boolean {
  return capabilitiesOf(roleCode).includes(capability);
}

export function roleName(roleCode: number): string {
  const entry = Object.entries(RoleCode).find(([, code]) => code === roleCode);
  return entry ? entry[0].toLowerCase().replaceAll('_', ' ') : 'unknown';
}
