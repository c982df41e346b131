import { authChannel, authTransitions, startBus } from '@steady/bus';
import type { User } from '@steady/contracts';
import { initialUserState } from './initial-state';
import { userStateActions, userStateChannel } from './channel';
import { setChannelValue } from '@steady/bus/testing';
import { startUserState } from './start-user-state';

startBus();
startUserState();

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive',
};

describe("the device's copy of an account's progress", () => {
  beforeEach(() => {
    setChannelValue(authChannel, authTransitions.signedOut);
    userStateActions.reset();
  });

  it('is cleared when the session ends, so the next sign-up is not offered it as guest progress', () => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
    userStateActions.addToHistory({ techniqueId: 'breath-loop', mood: 'anxiety', xpEarned: 10 });
    setChannelValue(authChannel, authTransitions.signedOut);
    expect(userStateChannel.get()).toEqual(initialUserState);
  });

  it("keeps a guest's progress when a sign-in fails before it completes", () => {
    userStateActions.completeTechnique('breath-loop', 10);
    setChannelValue(authChannel, (state) => ({ ...state, token: 'new-token', loading: true }));
    setChannelValue(authChannel, authTransitions.signedOut);
    expect(userStateChannel.get().progress.xp).toBe(10);
  });
});
