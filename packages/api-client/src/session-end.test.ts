import { authChannel, authTransitions } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { offlineAudioCacheNames, type User } from '@steady/contracts';
import { configureApiClient } from './client';
import { logOut, logOutEverywhere } from './session-end';

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'active',
};

describe('signing out on a shared device', () => {
  const deletedCaches: string[] = [];

  beforeAll(() => configureApiClient({ onUnauthorized: jest.fn() }));
  beforeEach(() => {
    deletedCaches.length = 0;
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: jest.fn(async (name: string) => deletedCaches.push(name) > 0) },
    });
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 204, json: async () => ({}) });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('logging out removes the audio stored for offline listening', async () => {
    await logOut();
    expect(authChannel.get().isAuthenticated).toBe(false);
    expect(deletedCaches.sort()).toEqual(Object.values(offlineAudioCacheNames).sort());
  });

  it('signing out everywhere removes it too', async () => {
    await logOutEverywhere();
    expect(authChannel.get().isAuthenticated).toBe(false);
    expect(deletedCaches.sort()).toEqual(Object.values(offlineAudioCacheNames).sort());
  });
});
