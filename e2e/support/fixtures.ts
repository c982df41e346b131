import { test as base, expect } from '@playwright/test';

/** Every spec talks to the stack global setup started (its port is only known at run time). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    const url = process.env.STEADY_E2E_URL;
    if (!url) throw new Error('The end-to-end stack is not running (global setup did not start it).');
    await use(url);
  },
});

export { expect };
