import { isApiError } from '@steady/api-client';
import type { LoginErrorQueryValue } from '@steady/contracts';

/** The catalog id of what the login page says when signing in did not work (spec §8). */
export type LoginFailureMessageId =
  | 'login.error.invalidCredentials'
  | 'login.error.rateLimited'
  | 'login.error.server'
  | 'login.error.loginFailed';

export function loginFailureOf(error: unknown): LoginFailureMessageId {
  if (isApiError(error) && error.status === 401) return 'login.error.invalidCredentials';
  if (isApiError(error) && error.code === 'rate_limited') return 'login.error.rateLimited';
  return 'login.error.server';
}

/** `/login?error=auth_failed` (Google sign-in failed) and `?error=invalid_data` (spec §8). */
export function loginFailureOfQuery(value: string | null): LoginFailureMessageId | null {
  const messages: Record<LoginErrorQueryValue, LoginFailureMessageId> = {
    auth_failed: 'login.error.loginFailed',
    invalid_data: 'login.error.server',
  };
  return value !== null && value in messages ? messages[value as LoginErrorQueryValue] : null;
}
