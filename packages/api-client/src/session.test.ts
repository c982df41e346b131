import { authChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { User } from '@steady/contracts';
import { configureApiClient } from './client';
import { loadProfile, verifyStoredSession } from './session';

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive',
};

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 300, status, json: async () => body });
}

describe('start-up session check (spec §4)', () => {
  beforeAll(() => configureApiClient({ onUnauthorized: jest.fn() }));
  beforeEach(() =>
    setChannelValue(authChannel, {
      isAuthenticated: false,
      user: null,
      loading: true,
      error: null,
      token: 'stored',
    }),
  );

  it('signs the user in when the stored token is accepted', async () => {
    global.fetch = answer(200, user);
    await verifyStoredSession();
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, user, token: 'stored', loading: false });
  });

  it('clears token and user when the stored token is rejected', async () => {
    global.fetch = answer(401, { error: { code: 'unauthorized', message: 'Invalid or expired token' } });
    await verifyStoredSession();
    expect(authChannel.get()).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token but stays signed out while the auth service is unavailable', async () => {
    global.fetch = answer(503, { error: { code: 'service_unavailable', message: 'down' } });
    await verifyStoredSession();
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, token: 'stored', loading: false });
  });

  it("keeps the device's last user signed in while offline, and checks the token when the connection returns", async () => {
    setChannelValue(authChannel, (state) => ({ ...state, user }));
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await verifyStoredSession();
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, user, token: 'stored', loading: false });

    onLine.mockReturnValue(true);
    global.fetch = answer(401, { error: { code: 'unauthorized', message: 'Invalid or expired token' } });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    onLine.mockRestore();
  });

  it('stays signed out offline when the device never confirmed a user', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await verifyStoredSession();
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, token: 'stored', loading: false });
    onLine.mockRestore();
  });

  it('stops loading when there is no stored token', async () => {
    setChannelValue(authChannel, (state) => ({ ...state, token: null }));
    await verifyStoredSession();
    expect(authChannel.get().loading).toBe(false);
  });

  it('refuses to load a profile without a token with "No token found"', async () => {
    setChannelValue(authChannel, (state) => ({ ...state, token: null }));
    await expect(loadProfile()).rejects.toThrow('No token found');
  });
});
