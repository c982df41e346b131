import { configureApiClient } from '@steady/api-client';
import { authChannel, authTransitions, startBus } from '@steady/bus';
import { recordTechniqueCompletion } from './completion';
import { userStateActions, userStateChannel } from './channel';
import { pendingCompletionsKey } from './pending-completions';
import { setChannelValue } from '@steady/bus/testing';
import { startUserState } from './start-user-state';

startBus();
startUserState();

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
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a completion whose session ended before it was saved', () => {
  beforeEach(() => {
    configureApiClient({ onUnauthorized: jest.fn() });
    localStorage.clear();
    userStateActions.reset();
    setChannelValue(authChannel, authTransitions.signedOut);
  });

  async function finishWhileTheSessionEnds() {
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'expired-token'));
    global.fetch = jest.fn().mockResolvedValue(ended);
    await expect(recordTechniqueCompletion('stop', 10)).rejects.toMatchObject({ status: 401 });
    expect(authChannel.get().isAuthenticated).toBe(false);
  }

  it('is kept on the device and saved once the same user signs in again', async () => {
    await finishWhileTheSessionEnds();
    expect(localStorage.getItem(pendingCompletionsKey)).not.toBeNull();

    global.fetch = jest.fn().mockResolvedValue(saved);
    setChannelValue(authChannel, authTransitions.signedIn(ann, 'fresh-token'));
    await settle();
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user/update-xp');
    expect(JSON.parse(init.body)).toMatchObject({ xp: 10, techniqueId: 'stop' });
    expect(userStateChannel.get().progress.xp).toBe(10);
    expect(localStorage.getItem(pendingCompletionsKey)).toBeNull();
  });

  it('is not given to another account that signs in on the device', async () => {
    await finishWhileTheSessionEnds();
    global.fetch = jest.fn().mockResolvedValue(saved);
    setChannelValue(authChannel, authTransitions.signedIn(bob, 'bob-token'));
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(pendingCompletionsKey)).not.toBeNull();
  });
});
