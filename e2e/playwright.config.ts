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
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
