import { authChannel, authTransitions } from '@steady/bus';
import { recordTechniqueCompletion } from './completion';
import { userStateActions, userStateChannel } from './channel';
import { setChannelValue } from '@steady/bus/testing';

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};

describe('recording a finished technique', () => {
  beforeEach(() => {
    userStateActions.reset();
    setChannelValue(authChannel, authTransitions.signedOut);
  });

  it("keeps a guest's XP and history on this device", async () => {
    global.fetch = jest.fn();
    userStateActions.setCurrentMood('anxiety');
    const result = await recordTechniqueCompletion('breathing', 10);
    expect(result).toEqual({
      signedIn: false,
      xpEarned: 10,
      premiumBonus: 0,
      limitReached: false,
      levelReached: null,
      badgesEarned: [],
    });
    expect(global.fetch).not.toHaveBeenCalled();
    expect(userStateChannel.get().progress).toMatchObject({ xp: 10, completedTechniques: ['breathing'] });
    expect(userStateChannel.get().history[0]).toMatchObject({
      techniqueId: 'breathing',
      mood: 'anxiety',
      xpEarned: 10,
    });
  });

  it("sends a signed-in user's completion by technique id alone and mirrors the server's progress", async () => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
    const serverProgress = {
      xp: 5,
      level: 2,
      xpToNextLevel: 150,
      completedTechniques: ['stop'],
      badges: ['first-step'],
      levelReached: 2,
      xpEarned: 10,
      premiumBonus: 5,
      limitReached: false,
      badgesEarned: ['first-step'],
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => serverProgress });
    const result = await recordTechniqueCompletion('stop', 10);
    expect(result).toEqual({
      signedIn: true,
      xpEarned: 10,
      premiumBonus: 5,
      limitReached: false,
      levelReached: 2,
      badgesEarned: ['first-step'],
    });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user/update-xp');
    expect(JSON.parse(init.body)).toEqual({
      techniqueId: 'stop',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(userStateChannel.get().progress).toEqual({
      xp: 5,
      level: 2,
      xpToNextLevel: 150,
      completedTechniques: ['stop'],
      badges: ['first-step'],
    });
    expect(userStateChannel.get().history[0]).toMatchObject({ techniqueId: 'stop', xpEarned: 15 });
  });

  it('never claims more than the per-completion maximum', async () => {
    const result = await recordTechniqueCompletion('pomodoro', 5000);
    expect(result.xpEarned).toBe(50);
  });
});
