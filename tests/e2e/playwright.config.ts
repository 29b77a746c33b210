// Browser tests: the built storefront (run `npm run build` first) against a real server on a fresh SQLite database,
// driven in Debian's Chromium.
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
// Tests that act as the store owner open the same database (tests/e2e/owner.ts).
process.env.SHOPWRIGHT_E2E_DATABASE_URL = databaseUrl;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './global-teardown.ts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
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
    command: 'npx tsx server/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: port, DATABASE_URL: databaseUrl, CLIENT_DIST: join(repoRoot, 'client/dist') },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
