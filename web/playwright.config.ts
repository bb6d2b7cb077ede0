// Browser journeys against the real all-in-one server (web at /, API at /api) with a real SMTP sink.
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts
// globalSetup starts the mail sink and two servers (normal, and one with ACCESS_TOKEN_TTL=3 for the refresh test),
// each on a free port with a fresh DATA_DIR; globalTeardown stops them. See scripts/e2e-server.mjs.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  reporter: 'list',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    // Set by globalSetup (the workers inherit its environment); the fixtures fall back to it as well.
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
});
