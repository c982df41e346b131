import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { configureApiClient } from '@steady/api-client';
import { authChannel, authTransitions, startBus } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { recordTechniqueCompletion } from './completion';
import { rateCompletedTechnique } from './rating';
import { userStateActions, userStateChannel } from './channel';
import { announceSyncedEarnings } from './queued-completions';
import { startUserState } from './start-user-state';

const ann = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};
const bob = { ...ann, id: 'u2', name: 'Bob', email: 'bob@example.com' };

const ended = {
  ok: false,
  status: 401,
  json: async () => ({
    error: { code: 'unauthorized', reason: 'session_expired', message: 'Invalid or expired token' },
  }),
};
const saved = {
  ok: true,
  status: 200,
  json: async () => ({
    xp: 10,
    level: 1,
    xpToNextLevel: 100,
    completedTechniques: ['stop'],
    badges: [],
    levelReached: null,
    xpEarned: 10,
    premiumBonus: 0,
    limitReached: false,
    badgesEarned: [],
  }),
};
/**
 * Lets the queue's IndexedDB reads and the sends they start run to the end, for the checks that nothing
 * was sent; a check that something was sent waits for it instead (a loaded machine may take longer).
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeAll(() => {
  configureApiClient({ onUnauthorized: jest.fn() });
  startBus();
  startUserState();
});

beforeEach(async () => {
  online = true;
  // Whatever an earlier test left in the queue goes to a server that takes it, before this test starts.
  global.fetch = jest.fn().mockResolvedValue(saved);
  setChannelValue(authChannel, authTransitions.signedIn(ann, 'token'));
  setChannelValue(authChannel, authTransitions.signedIn(bob, 'token'));
  await settle();
  userStateActions.reset();
  setChannelValue(authChannel, authTransitions.signedOut);
});

describe('a completion whose session ended before it was saved', () => {
  async function finishWhileTheSessionEnds() {
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'expired-token'));
    global.fetch = jest.fn().mockResolvedValue(ended);
    await expect(recordTechniqueCompletion('stop', 10)).rejects.toMatchObject({ status: 401 });
    expect(authChannel.get().isAuthenticated).toBe(false);
  }

  it('is kept on the device and saved once the same user signs in again', async () => {
    await finishWhileTheSessionEnds();

    global.fetch = jest.fn().mockResolvedValue(saved);
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'fresh-token'));
    await waitFor(() => expect(userStateChannel.get().progress.xp).toBe(10));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user/update-xp');
    expect(JSON.parse(init.body)).toEqual({ techniqueId: 'stop', timeZone: expect.any(String) });
    expect(init.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(userStateChannel.get().progress.xp).toBe(10);
  });

  it('is not given to another account that signs in on the device', async () => {
    await finishWhileTheSessionEnds();
    global.fetch = jest.fn().mockResolvedValue(saved);
    setChannelValue(authChannel, authTransitions.signedIn(bob, 'bob-token'));
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('a completion finished offline', () => {
  it('says it was saved on this device and brings its XP once the connection returns', async () => {
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'token'));
    await settle();
    userStateActions.reset();
    online = false;
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await recordTechniqueCompletion('stop', 10);
    expect(result).toMatchObject({ signedIn: true, savedOffline: true, xpEarned: 10 });
    expect(userStateChannel.get().progress.xp).toBe(0);

    global.fetch = jest.fn().mockResolvedValue(saved);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(userStateChannel.get().progress.xp).toBe(10));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a rating made before the completion is sent, and sends it once after it, on the sitting it created', async () => {
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'token'));
    await settle();
    online = false;
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await recordTechniqueCompletion('breath-loop', 10);
    await expect(rateCompletedTechnique(result, 9)).resolves.toEqual([]);

    const rated = { ok: true, status: 200, json: async () => ({ badgesEarned: ['it-helps'] }) };
    global.fetch = jest.fn(async (url: string) =>
      url.endsWith('update-xp')
        ? { ...saved, json: async () => ({ ...(await saved.json()), historyRecordId: '42' }) }
        : rated,
    ) as unknown as typeof fetch;
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    await settle();
    const requests = (global.fetch as jest.Mock).mock.calls.map(
      ([url, init]: [string, RequestInit]) => `${init.method} ${url} ${String(init.body)}`,
    );
    expect(requests).toEqual([
      expect.stringMatching(/^POST \/api\/user\/update-xp /),
      'PATCH /api/user/history/42 {"effectiveness":9}',
    ]);
  });

  it('passes what it earned to the announcer, even when it was sent before the page had one, once', async () => {
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'token'));
    await settle();
    announceSyncedEarnings(() => undefined)();
    online = false;
    await recordTechniqueCompletion('stop', 10);
    await recordTechniqueCompletion('stop', 10);

    const levelUp = { ...(await saved.json()), levelReached: 2, badgesEarned: ['first-step'] };
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ...saved, json: async () => levelUp })
      .mockResolvedValue(saved);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    await settle();

    const heard: unknown[] = [];
    const stop = announceSyncedEarnings((earnings) => heard.push(earnings));
    expect(heard).toEqual([{ levelReached: 2, badgesEarned: ['first-step'] }]);
    stop();
    const heardAgain: unknown[] = [];
    announceSyncedEarnings((earnings) => heardAgain.push(earnings))();
    expect(heardAgain).toEqual([]);
  });
});
