import { authChannel, authCommands } from '@steady/bus';
import { apiBasePath, offlineAudioCacheNames, sessionPaths } from '@steady/contracts';
import { apiRequest } from './client';

/**
 * Logout: signed out here at once, and the session revoked on the server (its access token and refresh
 * cookie are refused by every service from then on). The revocation is sent even when the access token
 * has expired, since the refresh cookie names the session too.
 */
export async function logOut(): Promise<void> {
  const token = authChannel.get().token;
  authCommands.signedOut();
  await forgetOfflineAudio();
  try {
    await fetch(`${apiBasePath}${sessionPaths.logout}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: this device is signed out; the session runs out on the server by itself.
  }
}

/** "Sign out everywhere": every session of the account ends, this one included. */
export async function logOutEverywhere(): Promise<void> {
  await apiRequest(sessionPaths.logoutEverywhere, { method: 'POST' });
  authCommands.signedOut();
  await forgetOfflineAudio();
}

/**
 * A device that signs out keeps no audio: premium tracks are stored by file name (so they play after their
 * signature expires), and on a shared phone the next person must not play them offline.
 */
async function forgetOfflineAudio(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(offlineAudioCacheNames).map((name) => caches.delete(name)));
}
