import { authChannel, authTransitions, startBus } from '@steady/bus';
import { apiRequest, configureApiClient } from './index';
import { setChannelValue } from '@steady/bus/testing';

startBus();

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};

const reply = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const expired = reply(401, {
  error: { code: 'unauthorized', reason: 'session_expired', message: 'Invalid or expired token' },
});

/** A server whose data route accepts only `fresh-token`, and whose refresh answers `refreshAnswer`. */
function server(refreshAnswer: () => unknown) {
  return jest.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/auth/refresh') return refreshAnswer();
    const authorization = (init.headers as Record<string, string>).Authorization;
    return authorization === 'Bearer fresh-token' ? reply(200, { xp: 10 }) : expired;
  });
}

describe('a signed-in call whose access token has expired', () => {
  const onUnauthorized = jest.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    configureApiClient({ onUnauthorized });
    setChannelValue(authChannel, authTransitions.signedIn(user, 'stale-token'));
    window.history.replaceState(null, '', '/techniques/box-breathing?mood=anxiety');
  });

  it('renews the session once and retries, so the user stays signed in', async () => {
    const fetch = server(() => reply(200, { token: 'fresh-token' }));
    global.fetch = fetch as unknown as typeof global.fetch;
    await expect(apiRequest('/user/progress')).resolves.toEqual({ xp: 10 });
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, token: 'fresh-token' });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('fresh-token');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one renewal between calls that fail together (the refresh token is single-use)', async () => {
    const fetch = server(() => reply(200, { token: 'fresh-token' }));
    global.fetch = fetch as unknown as typeof global.fetch;
    await Promise.all([
      apiRequest('/user/progress'),
      apiRequest('/user/history'),
      apiRequest('/user/badges'),
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('sends a truly ended session to /login with "session ended" and the page to come back to', async () => {
    global.fetch = server(() => expired) as unknown as typeof global.fetch;
    await expect(apiRequest('/user/progress')).rejects.toMatchObject({ status: 401 });
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, token: null });
    expect(onUnauthorized).toHaveBeenCalledWith({
      from: '/techniques/box-breathing?mood=anxiety',
      sessionEnded: true,
    });
  });

  it('keeps the user signed in when the refresh cannot reach the server', async () => {
    global.fetch = server(() => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof global.fetch;
    await expect(apiRequest('/user/progress')).rejects.toMatchObject({ code: 'network_error' });
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, token: 'stale-token' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not treat a 401 about a form (a wrong current password) as an ended session', async () => {
    const fetch = jest.fn(async () =>
      reply(401, {
        error: { code: 'unauthorized', reason: 'invalid_credentials', message: 'Wrong password' },
      }),
    );
    global.fetch = fetch as unknown as typeof global.fetch;
    await expect(apiRequest('/auth/password/change', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true });
  });
});
