import { authTransitions } from './auth-transitions';
import { authChannel, subscriptionChannel } from './channels';
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
});
