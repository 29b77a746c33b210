// Browser tests: the built server and storefront (run `npm run build` first) against a real server on a fresh SQLite database,
// driven in Debian's Chromium. Every test has a store of its own (storefront.ts), so tests run in parallel.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Workers load this file again: the environment hands them the runner's port and database directory.
process.env.SHOPWRIGHT_E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.SHOPWRIGHT_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'shopwright-e2e-'));
const port = process.env.SHOPWRIGHT_E2E_PORT;
const databaseUrl = `file:${join(process.env.SHOPWRIGHT_E2E_DIR, 'e2e.db')}`;
// Tests that act as the store owner open the same database (tests/e2e/owner.ts), and the same media folder.
process.env.SHOPWRIGHT_E2E_DATABASE_URL = databaseUrl;
process.env.SHOPWRIGHT_E2E_MEDIA_DIR = join(process.env.SHOPWRIGHT_E2E_DIR, 'media');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // Two workers, their browsers and the server share two cores: an answer can take a few seconds under that load, and
  // the console's tests play an owner and a shopper in one test (a purchase, then the owner's screens): a minute each.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // Dots, then every failure in full at the end: the end of the log is what CI shows.
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built server (npm run build), as deployments run it.
    command: 'node scripts/serve.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    // The captcha provider cannot be reached here: its test verifier stands in (the token "pass" passes). The server
    // trusts X-Forwarded-For, as behind a proxy, so that each test counts as a client of its own.
    env: {
      PORT: port,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: process.env.SHOPWRIGHT_E2E_MEDIA_DIR,
      CLIENT_DIST: join(repoRoot, 'client/dist'),
      CAPTCHA_VERIFIER: 'test',
      TRUST_PROXY: 'true',
      // ?hydration-probe pages carry a deliberate hydration mismatch: the hydration check must catch it.
      HYDRATION_PROBE: 'true',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
