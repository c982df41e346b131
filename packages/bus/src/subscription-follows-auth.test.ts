import { authTransitions } from './auth-transitions';
import { authChannel, premiumAccess, subscriptionChannel } from './channels';
import { followAuthWithSubscription } from './subscription-follows-auth';
import { setChannelValue } from './testing';

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'active' as const,
};

describe('the subscription channel follows the session', () => {
  const stopFollowing = followAuthWithSubscription();
  afterAll(stopFollowing);

  it("starts from the signed-in user's subscription status", () => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
    expect(subscriptionChannel.get()).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
  });

  it('keeps a refined status while the same user stays signed in', () => {
    setChannelValue(subscriptionChannel, {
      status: 'cancelPending',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    });
    setChannelValue(authChannel, authTransitions.requestStarted);
    expect(subscriptionChannel.get().status).toBe('cancelPending');
  });

  it('clears the subscription when the session ends', () => {
    setChannelValue(authChannel, authTransitions.signedOut);
    expect(subscriptionChannel.get()).toEqual({
      status: 'inactive',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
  });

  it('says the subscription is being checked when the profile was read while billing was unreachable', () => {
    setChannelValue(authChannel, authTransitions.signedOut);
    setChannelValue(
      authChannel,
      authTransitions.signedIn(
        { ...user, subscription_status: 'inactive', subscription_checking: true },
        'token',
      ),
    );
    expect(subscriptionChannel.get()).toEqual({
      status: 'inactive',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      checking: true,
    });
    expect(premiumAccess(subscriptionChannel.get())).toBe('checking');
  });

  it("takes a newer profile of the same user while it holds only the unreachable billing's guess", () => {
    setChannelValue(authChannel, authTransitions.userReplaced({ ...user, subscription_status: 'active' }));
    expect(subscriptionChannel.get()).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    expect(premiumAccess(subscriptionChannel.get())).toBe('premium');
  });
});

describe('what the screens show a signed-in user about Premium', () => {
  const state = { cancelAtPeriodEnd: false, currentPeriodEnd: null };

  it('is premium while the subscription grants it, even from the last answer of an unreachable billing', () => {
    expect(premiumAccess({ ...state, status: 'active' })).toBe('premium');
    expect(premiumAccess({ ...state, status: 'cancelPending', checking: true })).toBe('premium');
  });

  it('is free when billing said so, and "checking" when it could not be asked', () => {
    expect(premiumAccess({ ...state, status: 'inactive' })).toBe('free');
    expect(premiumAccess({ ...state, status: 'canceled', checking: false })).toBe('free');
    expect(premiumAccess({ ...state, status: 'inactive', checking: true })).toBe('checking');
  });
});
