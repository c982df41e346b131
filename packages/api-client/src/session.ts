import { authChannel, authCommands } from '@steady/bus';
import { userSchema, type User } from '@steady/contracts';
import { isApiError } from './api-error';
import { apiRequest } from './client';

/** `GET /api/auth/profile` for the stored token; spec §5: refused with "No token found" without one. */
export async function loadProfile(): Promise<User> {
  if (!authChannel.get().token) throw new Error('No token found');
  return apiRequest('/auth/profile', { schema: userSchema });
}

/**
 * Start-up check of spec §4: a stored token is confirmed with the profile call; if it is rejected
 * or the profile cannot be read, token and user are cleared.
 */
export async function verifyStoredSession(): Promise<void> {
  const token = authChannel.get().token;
  if (!token) {
    if (authChannel.get().loading) authCommands.signedOut();
    return;
  }
  try {
    const user = await loadProfile();
    authCommands.signedIn(user, token);
  } catch (error) {
    // A service that is down says nothing about the token: keep it for the next start instead of
    // signing the user out, but do not treat them as signed in until it is confirmed. A device that is
    // offline (airplane mode) is the exception: its last confirmed user stays signed in, so a finished
    // tool or a like is kept for them; the check runs again when the connection returns.
    if (isApiError(error) && error.isUnavailable) {
      const offline = error.code === 'network_error' && navigator.onLine === false;
      if (offline) {
        authCommands.sessionKeptOffline();
        window.addEventListener('online', () => void verifyStoredSession(), { once: true });
      } else {
        authCommands.sessionUnconfirmed();
      }
      return;
    }
    authCommands.signedOut();
  }
}
