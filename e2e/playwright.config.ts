// Browser tests of the composed site: the production build served as `npm start` serves it, on its
// own port with a temporary data folder, in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/server.ts';
import { E2E_ADSENSE_CLIENT, E2E_ADSENSE_SLOTS, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_REGISTRY } from './support/env.ts';

export default defineConfig({
  testDir: '.',
  // Two workers on a 2-core machine for the device audits, which only read pages (10.8 minutes on a
  // loaded machine against 16.5 one after the other); every other spec runs in one worker, in order
  // (flows sign in, post and change settings, and the timing tests need a quiet machine).
  // `npm run test:e2e` runs the two projects one after the other (not as a project dependency, which
  // would run every audit before any single flow spec picked on the command line).
  workers: 2,
  projects: [
    { name: 'audit', testMatch: /device(s|-audit|-interaction)\.spec\.ts$/, fullyParallel: true },
    {
      name: 'flows',
      testMatch: '**/*.spec.ts',
      testIgnore: /device(s|-audit|-interaction)\.spec\.ts$/,
      workers: 1,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../test-results',
  webServer: {
    command: 'node e2e/support/start-server.ts',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      REMOTES_REGISTRY: E2E_REGISTRY,
      LOG_LEVEL: 'warn',
      // Two browsers and the server share a small CI host, which runs the loop late at times: the
      // pages the tests read must be rendered on the server (shedding has its API test).
      SSR_SHED_DELAY_MS: '0',
      ADSENSE_CLIENT: E2E_ADSENSE_CLIENT,
      ADSENSE_SLOTS: E2E_ADSENSE_SLOTS,
    },
  },
});
