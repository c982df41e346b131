import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const lockedGroupLabel = {
  en: /^\d+ more techniques? in Premium$/,
  ru: /^Ещё \d+ техник[аи]? в Премиуме$/,
} as const;

/** The premium techniques a viewer cannot open wait folded under "N more techniques in Premium". */
export const lockedGroupButton = (page: Page, language: keyof typeof lockedGroupLabel = 'en') =>
  page.getByRole('button', { name: lockedGroupLabel[language] });

/** Opens that group, as a user would before reaching a locked card. */
export async function openLockedTechniques(page: Page, language: keyof typeof lockedGroupLabel = 'en') {
  const button = lockedGroupButton(page, language);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
