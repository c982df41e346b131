import type { ThemeRequest } from '@steady/contracts';
import type { AuthContext } from '../context';
import { requirePremium } from '../premium/premium';

/** Themes are part of Premium; the choice is kept on the account so every device shows it. */
export async function saveTheme(
  context: AuthContext,
  userId: string,
  request: ThemeRequest,
): Promise<ThemeRequest> {
  await requirePremium(context, userId);
  await context.store.users.saveTheme(userId, request.theme);
  return request;
}
