import * as z from 'zod/mini';
import { authChannel, authTransitions } from '@steady/bus';
import { ApiError, apiRequest, configureApiClient } from './index';
import { setChannelValue } from '@steady/bus/testing';

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};

function answer(status: number, body: unknown) {
  // jsdom has no Response; the client only reads these three members.
  return jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
}

describe('apiRequest', () => {
  const onUnauthorized = jest.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    configureApiClient({ onUnauthorized });
    setChannelValue(authChannel, authTransitions.signedOut);
  });

  it('calls /api with JSON and the stored bearer token', async () => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token-123'));
    const fetchMock = answer(200, { ok: true });
    global.fetch = fetchMock;
    await apiRequest('/user/save-mood', { method: 'POST', body: { mood: 'anxiety' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/save-mood');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"mood":"anxiety"}');
  });

  it('returns the answer validated by the schema', async () => {
    global.fetch = answer(200, { xp: 5 });
    await expect(apiRequest('/user/progress', { schema: z.object({ xp: z.number() }) })).resolves.toEqual({
      xp: 5,
    });
  });

  it('rejects an answer of the wrong shape instead of passing it on', async () => {
    global.fetch = answer(200, { xp: 'five' });
    await expect(
      apiRequest('/user/progress', { schema: z.object({ xp: z.number() }) }),
    ).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("rejects with the server's error code, message and field errors", async () => {
    global.fetch = answer(409, {
      error: { code: 'conflict', message: 'Email already registered', fields: { email: 'Taken' } },
    });
    const error = (await apiRequest('/auth/register').catch((caught) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Email already registered',
      fields: { email: 'Taken' },
    });
  });

  it("keeps the server's reason when this client knows it, and drops one it does not", async () => {
    global.fetch = answer(409, {
      error: { code: 'conflict', message: 'You are already subscribed', reason: 'already_subscribed' },
    });
    await expect(apiRequest('/subscription/create-subscription')).rejects.toMatchObject({
      code: 'conflict',
      reason: 'already_subscribed',
    });

    global.fetch = answer(409, {
      error: { code: 'conflict', message: 'Later', reason: 'from_a_newer_server' },
    });
    const error = (await apiRequest('/subscription/create-subscription').catch(
      (caught) => caught,
    )) as ApiError;
    expect(error.code).toBe('conflict');
    expect(error.reason).toBeUndefined();
  });

  it('reports an unreachable server as a network error the user can retry', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/content').catch((caught) => caught)) as ApiError;
    expect(error.code).toBe('network_error');
    expect(error.isUnavailable).toBe(true);
  });

  it('reports a 504 from the gateway as a timeout the user can retry, with or without its JSON', async () => {
    global.fetch = answer(504, {
      error: { code: 'gateway_timeout', message: 'The content service took too long to answer.' },
    });
    const error = (await apiRequest('/content').catch((caught) => caught)) as ApiError;
    expect(error).toMatchObject({ status: 504, code: 'gateway_timeout', isUnavailable: true });

    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 504,
      json: async () => JSON.parse('<html>Gateway Timeout</html>'),
    });
    const bare = (await apiRequest('/content').catch((caught) => caught)) as ApiError;
    expect(bare).toMatchObject({ status: 504, code: 'service_unavailable', isUnavailable: true });
  });

  it('signs out and goes to /login when a signed-in call answers 401', async () => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'expired'));
    global.fetch = answer(401, { error: { code: 'unauthorized', message: 'Invalid or expired token' } });
    await expect(apiRequest('/user/progress')).rejects.toMatchObject({ status: 401 });
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest where they are on a 401 (e.g. wrong password on the login form)', async () => {
    global.fetch = answer(401, { error: { code: 'unauthorized', message: 'Invalid email or password' } });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
