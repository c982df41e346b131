import type { Page } from '@playwright/test';

/**
 * Opens a group of /profile by its title, as a reader does: a closed group hides its sections. A group that
 * is open already stays open.
 */
export async function openProfileGroup(page: Page, title: string) {
  const summary = page.locator('summary').filter({ has: page.getByText(title, { exact: true }) });
  const group = page.locator('details').filter({ has: summary });
  if ((await group.getAttribute('open')) === null) await summary.click();
}
