import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from '../../domain/email.ts';

describe('email rule', () => {
  it('accepts a string of 3 to 256 characters matching a simple user@domain pattern', () => {
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('shopper@example.com')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(251)}@b.com`)).toBe(false); // 257 characters
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(true); // 256 characters
  });
  it('rejects values without exactly one @ between non-empty parts, or with spaces', () => {
    for (const bad of ['', '@', 'a@', '@b', 'ab', 'a b@c.d', 'a@b@c']) expect(isValidEmail(bad)).toBe(false);
  });
  it('normalises case and surrounding spaces', () => {
    expect(normalizeEmail('  Shopper@Example.COM ')).toBe('shopper@example.com');
  });
});
