import { authChannel, authTransitions } from '@steady/bus';
import type { User } from '@steady/contracts';
import { initialUserState } from './initial-state';
import { userStateActions, userStateChannel } from './channel';

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive',
};

describe("the device's copy of an account's progress", () => {
  beforeEach(() => {
    authChannel.set(authTransitions.signedOut);
    userStateActions.reset();
  });

  it('is cleared when the session ends, so the next sign-up is not offered it as guest progress', () => {
    authChannel.set(authTransitions.signedIn(user, 'token'));
    userStateActions.addToHistory({ techniqueId: 'breath-loop', mood: 'anxiety', xpEarned: 10 });
    authChannel.set(authTransitions.signedOut);
    expect(userStateChannel.get()).toEqual(initialUserState);
  });

  it("keeps a guest's progress when a sign-in fails before it completes", () => {
    userStateActions.completeTechnique('breath-loop', 10);
    authChannel.set((state) => ({ ...state, token: 'new-token', loading: true }));
    authChannel.set(authTransitions.signedOut);
    expect(userStateChannel.get().progress.xp).toBe(10);
  });
});
