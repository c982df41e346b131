import { test as base, expect, type BrowserContext, type Request } from '@playwright/test';

/** What react-intl reports, as a console error in every build, for a message id with no text or a broken one. */
const translationProblem = /MISSING_TRANSLATION|FORMAT_ERROR/;

/** Requests whose loader gives up after a time limit on the page's clock (rspack's is 120 s). */
const timedLoads = new Set(['script', 'stylesheet']);

export const test = base.extend<{ failOnTranslationProblems: void }>({
  /**
   * A jump of the page's clock (`page.clock.fastForward`) first waits for the code still loading: a jump
   * past a chunk's time limit would fail a load that is merely slow on a busy machine, a failure no real
   * clock produces.
   */
  page: async ({ page }, use) => {
    const loading = new Set<Request>();
    page.on('request', (request) => {
      if (timedLoads.has(request.resourceType())) loading.add(request);
    });
    const settled = (request: Request) => loading.delete(request);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const fastForward = page.clock.fastForward.bind(page.clock);
    // A chunk asked for a moment ago may not have reached the network yet; its script element, which the
    // bundle's loader removes once the chunk has loaded or failed, is already in the page.
    const chunksLoadingInPage = () => page.locator('script[data-rspack]').count();
    page.clock.fastForward = async (ticks) => {
      const message = 'code still loading before a clock jump';
      await expect.poll(chunksLoadingInPage, { message }).toBe(0);
      await expect.poll(() => loading.size, { message }).toBe(0);
      await fastForward(ticks);
    };
    await use(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    const url = process.env.STEADY_E2E_URL;
    if (!url) throw new Error('The end-to-end stack is not running (global setup did not start it).');
    await use(url);
  },

  /**
   * Every spec, on every page it opens, fails on a missing or broken translation: the test's own context
   * is watched, and so is any context the spec opens itself (a stranger reading a shared link, say).
   */
  failOnTranslationProblems: [
    async ({ context, browser }, use) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && translationProblem.test(message.text())) {
            problems.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
          }
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watch(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'react-intl reported translation problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
