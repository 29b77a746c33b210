// Rules of the store settings an owner changes (updateStoreSettings), shared by the API and the console's form.

/** A store's name: not blank, at most this long (it heads every page and email). */
export const MAX_STORE_NAME_LENGTH = 200;
export const STORE_NAME_MESSAGE = `Give the store a name of 1 to ${MAX_STORE_NAME_LENGTH} characters.`;

/** The name as stored (surrounding spaces dropped), or null when it breaks the rule. */
export function storeName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' || trimmed.length > MAX_STORE_NAME_LENGTH ? null : trimmed;
}

/** Raw analytics records are kept at least a day and at most ten years. */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;
export const RETENTION_MESSAGE = `Keep analytics records from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} days.`;

export const isRetentionDays = (days: number) => Number.isInteger(days) && days >= RETENTION_DAYS.min && days <= RETENTION_DAYS.max;
