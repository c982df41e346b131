import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The premium techniques a viewer cannot open wait folded under "N more techniques in Premium". */
export const lockedGroupButton = (page: Page) =>
  page.getByRole('button', { name: /^\d+ more techniques? in Premium$/ });

/** Opens that group, as a user would before reaching a locked card. */
export async function openLockedTechniques(page: Page) {
  const button = lockedGroupButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
