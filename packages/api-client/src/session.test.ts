import { authChannel } from '@steady/bus';
import { configureApiClient } from './client';
import { loadProfile, verifyStoredSession } from './session';
import { setChannelValue } from '@steady/bus/testing';

const user = {
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
