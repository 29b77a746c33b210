// The OwnerInfo cookie (docs/auth.md): who the signed-in account holder is, for the page's own scripts. The owner's
// session cookie is hidden from scripts; this one says the same account's id and its role code on this website
// (domain/permissions.ts), and the server keeps it in step with that session on every request. The page context's
// authenticatedAccount and the storefront's analytics skip rule read it in the browser, so a page's HTML stays the
// same for every visitor.

export const OWNER_INFO_COOKIE = 'OwnerInfo';

/** The account holder signed in on this website by session, and their role there. */
export type OwnerInfo = { id: string; roleCode: number };

/** The cookie's value for `owner` (JSON, URL-encoded when set). */
export const ownerInfoValue = (owner: OwnerInfo): string => JSON.stringify({ id: owner.id, roleCode: owner.roleCode });

/** The account holder a cookie value names, or null when it names none (absent, malformed, made up by a script). */
export function parseOwnerInfo(raw: string | null | undefined): OwnerInfo | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, roleCode } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && Number.isInteger(roleCode) ? { id, roleCode: roleCode as number } : null;
}
