// The demo store's contact form at /contact, for the browser tests of site forms.
import type { Locator, Page } from '@playwright/test';
import { expect, holdRequests } from './storefront.ts';

export const ABOVE_NOTICE = 'Your form has encountered a problem. Please scroll down to review.';

/** Opens /contact and returns its form. */
export async function openContact(page: Page): Promise<Locator> {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  return page.getByRole('main').getByRole('form', { name: 'Contact us' });
}

/** Fills every field with valid answers. */
export async function fillContact(form: Locator, email = 'ada@example.com'): Promise<void> {
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('Order');
  await form.getByRole('textbox', { name: 'Message' }).fill('Where is my order?');
}

/** The form's calls to the server from now on (their paths). */
export function formCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/form/')) calls.push(path);
  });
  return calls;
}

/** The form is unlocked again: its submit control says Submit and is not disabled. */
export async function expectUnlocked(form: Locator): Promise<void> {
  const submit = form.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeVisible();
  await expect(submit).not.toHaveAttribute('aria-disabled');
}

/** Holds the next form submission's save until `release` is called (the request then goes to the server unchanged), to
 * see the form while it is locked or let something change meanwhile. */
export function holdSave(page: Page): Promise<() => void> {
  return holdRequests(page, '**/api/form/SaveFormSubmission');
}
