// Email address rule (spec §5 "Site form email", §9): 3 to 256 characters matching a simple user@domain pattern.

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(value);
}

/** Emails are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
