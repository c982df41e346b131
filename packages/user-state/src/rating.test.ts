import { authChannel, authTransitions } from '@steady/bus';
import type { CompletionResult } from './completion';
import { rateCompletedTechnique } from './rating';
import { setChannelValue } from '@steady/bus/testing';

const signedInResult: CompletionResult = {
  signedIn: true,
  xpEarned: 10,
  premiumBonus: 0,
  limitReached: false,
  levelReached: null,
  badgesEarned: [],
  historyRecordId: '42',
};

describe('rating a finished technique', () => {
  afterEach(() => setChannelValue(authChannel, authTransitions.signedOut));

  it("saves the rating as the effectiveness of the completion's history sitting", async () => {
    setChannelValue(
      authChannel,
      authTransitions.signedIn(
        {
          id: 'u1',
          name: 'Ann',
          email: 'ann@example.com',
          memberSince: '2026-01-01',
          subscription_status: 'inactive',
        },
        'token',
      ),
    );
    const rated = {
      id: '42',
      date: '2026-03-01T10:00:00.000Z',
      state: 'anxiety',
      techniques: ['breath-loop'],
      effectiveness: 4,
      xpEarned: 10,
      badgesEarned: ['it-helps'],
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => rated });
    await expect(rateCompletedTechnique(signedInResult, 4)).resolves.toEqual(['it-helps']);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/user/history/42');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body)).toEqual({ effectiveness: 4 });
  });

  it("keeps a guest's rating off the network: the device's history has no ratings", async () => {
    global.fetch = jest.fn();
    const guest: CompletionResult = { ...signedInResult, signedIn: false, historyRecordId: undefined };
    await expect(rateCompletedTechnique(guest, 2)).resolves.toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
