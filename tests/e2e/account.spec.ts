// The account page: creating an account, staying signed in across reloads, signing out and in, wrong passwords,
// field errors, and the crumb retry that keeps a stale or missing crumb from failing a sign-out or sign-in.
import type { Page } from '@playwright/test';
import { expect, test } from './storefront.ts';

const PASSWORD = 'correct horse battery';

/** The header's account link: 'Sign in', or 'Account' once signed in (the footer has an Account link of its own). */
const accountLink = (page: Page, name: 'Account' | 'Sign in') =>
  page.getByRole('navigation', { name: 'Shopper' }).getByRole('link', { name, exact: true });

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function signInForm(page: Page) {
  return page.getByRole('form', { name: 'Sign in' });
}

function signUpForm(page: Page) {
  return page.getByRole('form', { name: 'Create account' });
}

async function createAccount(page: Page, email: string): Promise<void> {
  await page.goto('/account');
  const form = signUpForm(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInForm(page)).toBeVisible();
}

async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('creating an account signs the shopper in, and a reload keeps them signed in', async ({ page }) => {
  const email = uniqueEmail('new');
  await page.goto('/account');
  await expect(accountLink(page, 'Sign in')).toBeVisible();

  await createAccount(page, email);
  await expect(accountLink(page, 'Account')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(accountLink(page, 'Account')).toBeVisible();
});

test('signing out, then signing in again with the right password', async ({ page }) => {
  const email = uniqueEmail('again');
  await createAccount(page, email);

  await signOut(page);
  await expect(accountLink(page, 'Sign in')).toBeVisible();
  await page.reload();
  await expect(signInForm(page)).toBeVisible();

  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(accountLink(page, 'Account')).toBeVisible();
});

test('a wrong password and an unknown email give the same message above the form', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await createAccount(page, email);
  await signOut(page);

  await submitSignIn(page, email, 'not the password');
  await expect(signInForm(page).getByRole('alert')).toHaveText('Your email or password is incorrect.');
  await expect(signInForm(page).getByLabel('Email')).toHaveValue(email);

  await submitSignIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(signInForm(page).getByRole('alert')).toHaveText('Your email or password is incorrect.');
  await expect(signInForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('a password that is too short is explained beside the password field', async ({ page }) => {
  await page.goto('/account');
  const form = signUpForm(page);
  await form.getByLabel('Email').fill(uniqueEmail('short'));
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();

  const password = form.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription('Passwords must be at least 8 characters.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});

/** Records the X-CSRF-Token header of each request carrying the named mutation. */
function recordCrumbs(page: Page, operation: string): (string | null)[] {
  const crumbs: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes(`mutation ${operation}`)) crumbs.push(request.headers()['x-csrf-token'] ?? null);
  });
  return crumbs;
}

test('a stale crumb is replaced and the sign-out retried without the shopper noticing', async ({ page, baseURL }) => {
  const email = uniqueEmail('stale');
  await createAccount(page, email);
  const crumbs = recordCrumbs(page, 'LogOut');

  // Signed in, the crumb must be the session's: any other value fails and the server answers a fresh one.
  await page.context().addCookies([{ name: 'crumb', value: 'stale-crumb', url: baseURL }]);
  await signOut(page);

  await expect(accountLink(page, 'Sign in')).toBeVisible();
  await page.reload();
  await expect(signInForm(page)).toBeVisible();
  expect(crumbs).toHaveLength(2);
  expect(crumbs[0]).toBe('stale-crumb');
  expect(crumbs[1]).not.toBe('stale-crumb');
});

test('a missing crumb is issued and the sign-in retried without the shopper noticing', async ({ page }) => {
  const email = uniqueEmail('missing');
  await createAccount(page, email);
  await signOut(page);
  const crumbs = recordCrumbs(page, 'LogIn');

  await page.context().clearCookies({ name: 'crumb' });
  await submitSignIn(page, email, PASSWORD);

  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect(crumbs).toHaveLength(2);
  expect(crumbs[0]).toBeNull();
  expect(crumbs[1]).toEqual(expect.any(String));
});

test('when the retry fails too, the session-expired message is shown', async ({ page }) => {
  await page.goto('/account');
  // Each sign-in request goes with a crumb the server never gave (its first and its retry): the server refuses both.
  await page.route('/graphql', async (route) => {
    if (!route.request().postData()?.includes('mutation LogIn')) return route.fallback();
    await route.continue({ headers: { ...route.request().headers(), 'x-csrf-token': 'a-crumb-the-server-never-gave' } });
  });

  await submitSignIn(page, uniqueEmail('expired'), PASSWORD);
  await expect(signInForm(page).getByRole('alert')).toHaveText('Your session has expired. Please reload the page and try again.');
});
