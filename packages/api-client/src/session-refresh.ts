import { authCommands, readStored } from '@steady/bus';
import { refreshResponseSchema, sessionPaths, storageKeys } from '@steady/contracts';
import * as z from 'zod/mini';

/** The refresh could not be tried (offline, server down): the session may well still stand. */
export class RefreshUnavailableError extends Error {}

let renewal: Promise<string | null> | null = null;

const storedToken = () => readStored(storageKeys.token, z.string(), null);

async function requestNewToken(baseUrl: string, staleToken: string): Promise<string | null> {
  // Another tab may have renewed while this one waited for the lock: its token is already stored, and
  // the refresh cookie it used is spent, so take its token instead of refreshing again.
  const stored = storedToken();
  if (stored !== null && stored !== staleToken) {
    authCommands.tokenRenewed(stored);
    return stored;
  }
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${sessionPaths.refresh}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RefreshUnavailableError('The server could not be reached');
  }
  if (response.status === 401) return null;
  const parsed = response.ok
    ? refreshResponseSchema.safeParse(await response.json().catch(() => null))
    : null;
  if (!parsed?.success) throw new RefreshUnavailableError(`Refresh failed (${response.status})`);
  authCommands.tokenRenewed(parsed.data.token);
  return parsed.data.token;
}

/**
 * Renews an expired access token with the refresh cookie: the new token, or null when the session has
 * truly ended. Calls that fail together share one renewal, and tabs take turns (Web Locks) so two of
 * them never spend the same single-use refresh token.
 */
export function renewSession(baseUrl: string, staleToken: string): Promise<string | null> {
  const run = () => requestNewToken(baseUrl, staleToken);
  renewal ??= (
    globalThis.navigator?.locks ? navigator.locks.request('steady-session-refresh', run) : run()
  ).finally(() => {
    renewal = null;
  });
  return renewal;
}
