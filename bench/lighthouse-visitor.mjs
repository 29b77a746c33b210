// One Lighthouse run as a visitor whose cookies are in the browser's own jar, as a returning shopper's are (bench/
// lighthouse.ts runs it for the cart and the checkout). A Cookie header alone (`--extra-headers`) reaches the server
// but not the page's scripts, which then read a visitor without a cart and draw another page than the one the server
// sent. Lighthouse's documented way for such pages: Puppeteer opens the browser and sets the cookies, and Lighthouse
// runs on that page without clearing its storage. Plain JavaScript run with Lighthouse's own packages (its folder is
// the first argument), so that the store does not depend on them.
// Arguments: the Lighthouse folder, the page's URL, the report's path, the cookies as JSON ([name, value] pairs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, url, out, cookiesJson] = process.argv.slice(2);
const from = (path) => import(pathToFileURL(join(dir, 'node_modules', path)).href);
const { default: lighthouse } = await from('lighthouse/core/index.js');
const { default: puppeteer } = await from('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH,
  headless: true,
  args: (process.env.CHROME_FLAGS ?? '').split(' ').filter((flag) => flag && !flag.startsWith('--headless')),
});
try {
  const page = await browser.newPage();
  await page.setCookie(...JSON.parse(cookiesJson).map(([name, value]) => ({ name, value, url })));
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', disableStorageReset: true }, undefined, page);
  if (!result) throw new Error('Lighthouse gave no result');
  writeFileSync(out, result.report);
} finally {
  await browser.close();
}
