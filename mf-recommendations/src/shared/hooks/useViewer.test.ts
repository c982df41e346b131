import { renderHook } from '@testing-library/react';
import { authChannel, authTransitions, subscriptionChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { User } from '@steady/contracts';
import { useViewer } from './useViewer';

const profile: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01T00:00:00.000Z',
  subscription_status: 'active',
};
const subscription = (status: 'active' | 'inactive') => ({
  status,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
});

describe('who is looking at the page', () => {
  it('is premium by the subscription channel, not by a stale profile field', () => {
    setChannelValue(authChannel, authTransitions.signedIn(profile, 'token'));
    setChannelValue(subscriptionChannel, subscription('inactive'));
    expect(renderHook(() => useViewer()).result.current.premium).toBe(false);

    setChannelValue(
      authChannel,
      authTransitions.signedIn({ ...profile, subscription_status: 'inactive' }, 'token'),
    );
    setChannelValue(subscriptionChannel, subscription('active'));
    expect(renderHook(() => useViewer()).result.current.premium).toBe(true);
  });

  it('is never premium signed out, whatever the channel says', () => {
    setChannelValue(authChannel, authTransitions.signedOut);
    setChannelValue(subscriptionChannel, subscription('active'));
    expect(renderHook(() => useViewer()).result.current).toMatchObject({ signedIn: false, premium: false });
  });
});
