import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/** End-to-end specs against the production build, served by the real gateway and services. */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two cores run the browser, the gateway and three services: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  // On CI one retry absorbs a stall of the shared machine; a retried pass is still listed as flaky.
  retries: process.env.CI ? 1 : 0,
  // A stray `test.only` must not pass CI by running one test.
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace costs every test about 8 % more CPU; on CI it is recorded for the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker's caches would carry answers from one step of a spec into the next; the offline
    // spec (pwa.spec.ts) turns it on for itself.
    serviceWorkers: 'block',
  },
});
