// The owner console in browser tests (docs/console.md): an owner of the test's own store with a password, signing in
// through the console's form, and the accessibility check every console screen passes.
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SeededCopy } from '../../prisma/seed.ts';
import type { Db } from '../../server/db/client.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { expect } from './storefront.ts';

export const PASSWORD = 'correct horse battery';

/** A new owner of `store` with `roleCode` (domain/permissions.ts) and PASSWORD; answers the email. */
export async function newOwner(
  db: Db,
  store: SeededCopy,
  roleCode: number,
  email = `console-${randomBytes(4).toString('hex')}@example.com`,
) {
  await createOwnerWithToken(db, { websiteId: store.websiteId, email, roleCode, password: PASSWORD });
  return email;
}

/** A new owner of `store` with `roleCode`, signed in through the form of the console page at `path`; answers the email. */
export async function ownerSignsIn(page: Page, db: Db, store: SeededCopy, roleCode: number, path = '/config'): Promise<string> {
  const email = await newOwner(db, store, roleCode);
  await page.goto(path);
  await signIn(page, email);
  return email;
}

/** Fills and sends the console's sign-in form, once it is shown (after a sign-out the screen before it may still be
 * there for a moment, with fields of its own whose labels say Email). */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** No serious or critical accessibility violation on the screen as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The toast saying what an action did ("Settings saved."): React Aria's Notifications region, one alert each. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: text });
