import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** axe's violations (its default WCAG A/AA rules) and how far the page scrolls sideways, for one screen. */
async function problemsOn(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  const sidewaysScroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { screen, violations, sidewaysScroll };
}

/** A premium user with a technique, a check-in and an entry, so every chart, table and card has content. */
async function premiumUserWithRecords(request: APIRequestContext, baseURL: string) {
  const account = await registerAccount(request, baseURL, 'Premium Reader');
  await subscribeOnLocalCheckout(request, baseURL, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  const now = new Date().toISOString();
  await request.post(`${baseURL}/api/user/save-mood`, { headers, data: { mood: 'anxiety' } });
  await request.post(`${baseURL}/api/user/update-xp`, {
    headers,
    data: { xp: 10, techniqueId: 'breath-loop', mood: 'anxiety' },
  });
  await request.post(`${baseURL}/api/journal`, {
    headers,
    data: {
      kind: 'checkIn',
      date: now,
      state: 'anxiety',
      techniques: ['breath-loop'],
      feelingBefore: 2,
      feelingAfter: 4,
    },
  });
  await request.post(`${baseURL}/api/journal`, {
    headers,
    data: { date: now, state: 'good', text: 'A calm evening.', tags: ['home'] },
  });
  return account;
}

const labels = {
  en: { newEntry: 'New entry', ranges: ['Week', 'Month', 'Year'] },
  ru: { newEntry: 'Новая запись', ranges: ['Неделя', 'Месяц', 'Год'] },
} as const;

for (const language of ['en', 'ru'] as const) {
  test(`the premium pages have no accessibility violations and no sideways scroll at 320 px (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = await premiumUserWithRecords(request, baseURL as string);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addInitScript((stored) => localStorage.setItem('language', JSON.stringify(stored)), language);
    const found = [];

    // A link into the group opens it, in either language.
    await openSignedIn(page, account.token, '/profile#badges');
    await expect(page.locator('[data-badge]').first()).toBeVisible();
    found.push(await problemsOn(page, 'profile: badges, week, day settings'));
    await page.goto('/journal');
    await expect(page.getByRole('article').first()).toBeVisible();
    found.push(await problemsOn(page, 'journal'));
    await page.getByRole('button', { name: labels[language].newEntry }).click();
    found.push(await problemsOn(page, 'journal: new entry form'));
    for (const range of labels[language].ranges) {
      await page.goto('/statistics');
      await page.getByRole('button', { name: range }).click();
      await expect(page.getByRole('button', { name: range })).toHaveAttribute('aria-pressed', 'true');
      for (const table of await page.locator('details summary').all()) await table.click();
      found.push(await problemsOn(page, `statistics: ${range}, every table open`));
    }
    await page.goto('/recommendations/anxiety');
    await expect(page.locator('[data-personal-recommendations]')).toBeVisible();
    found.push(await problemsOn(page, 'state page: what helped you before'));
    await page.goto('/techniques/oneMinuteRule');
    await expect(page.locator('[data-check-in]')).toBeVisible();
    found.push(await problemsOn(page, 'tool: check-in'));

    expect(found).toEqual(found.map(({ screen }) => ({ screen, violations: [], sidewaysScroll: 0 })));
  });
}
