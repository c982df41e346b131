import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** Every page a person can open, each with a real parameter where the route has one. */
const routes = [
  '/',
  '/recommendations/anxiety',
  '/liked',
  '/shopping-list',
  '/techniques',
  '/techniques/breathing',
  '/audio',
  `/share?text=${encodeURIComponent('Call the dentist\nabout Tuesday')}`,
  '/adhd-test',
  '/short-test',
  '/login',
  '/register',
  '/forgot-password',
  `/reset-password?token=${'a'.repeat(43)}`,
  `/confirm-email?token=${'a'.repeat(43)}`,
  '/profile',
  '/history',
  '/premium',
  '/journal',
  '/statistics',
  '/terms',
  '/privacy',
  '/support',
  '/no-such-page',
];

const languages = ['en', 'ru'] as const;

async function openIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function axeViolations(page: Page) {
  // axe's default rules (WCAG A/AA and best practices) plus its experimental "label in name" check.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const language of languages) {
  for (const viewer of ['guest', 'signed-in'] as const) {
    test(`every route has no accessibility violations and no sideways scroll at 320 px (${language}, ${viewer})`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const token = viewer === 'signed-in' ? (await registerAccount(request, baseURL as string)).token : null;
      await page.addInitScript(
        ([storedLanguage, storedToken]) => {
          window.localStorage.setItem('language', JSON.stringify(storedLanguage));
          if (storedToken) window.localStorage.setItem('token', JSON.stringify(storedToken));
        },
        [language, token] as const,
      );
      const found: string[] = [];
      for (const path of routes) {
        // One step per route, so a failure names the page it happened on.
        await test.step(path, async () => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await openIn(page, path);
          found.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
          await page.setViewportSize({ width: 320, height: 800 });
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow} px at 320 px`);
        });
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
