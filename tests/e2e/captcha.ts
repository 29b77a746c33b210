// The captcha provider in browser tests: it cannot be reached here, so its script's address is answered with a local
// stand-in (captcha-stand-in.js) that defines the provider's global API, loaded by the storefront's own loader; or
// with a failed load. The page's own server is never answered for.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** reCAPTCHA's standard and enterprise scripts. */
const PROVIDER_SCRIPT = /^https:\/\/www\.google\.com\/recaptcha\/(api|enterprise)\.js(\?|$)/;
const STAND_IN = readFileSync(new URL('./captcha-stand-in.js', import.meta.url), 'utf8');

/** Serves the stand-in at the provider's address, handing out `token` (the server's test verifier passes "pass").
 * Returns the addresses the page asks the provider for, as they are asked. */
export async function serveCaptchaStandIn(page: Page, { token = 'pass' } = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PROVIDER_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN.replaceAll('__STAND_IN_TOKEN__', token) });
  });
  return requested;
}

/** The provider's script cannot be loaded (the page's request for it fails). */
export async function captchaUnreachable(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PROVIDER_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  return requested;
}
