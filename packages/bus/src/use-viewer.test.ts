import { act, renderHook } from '@testing-library/react';
import type { User } from '@steady/contracts';
import { authTransitions } from './auth-transitions';
import { authChannel, subscriptionChannel } from './channels';
import { setChannelValue } from './testing';
import { useViewer } from './use-viewer';

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
/** A stored session while its check runs, as the bus restores it at start. */
const storedSessionBeingChecked = {
  isAuthenticated: false,
  user: profile,
  token: 'stored',
  loading: true,
  error: null,
};

describe('who is looking at the page', () => {
  afterEach(() => act(() => setChannelValue(authChannel, authTransitions.signedOut)));

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

  it('stays signed in, and premium, on a device that went offline before the session could be checked', () => {
    setChannelValue(subscriptionChannel, subscription('active'));
    const { result } = renderHook(() => useViewer());
    act(() => setChannelValue(authChannel, storedSessionBeingChecked));
    expect(result.current).toMatchObject({ signedIn: false, premium: false, sessionLoading: true });
    act(() => setChannelValue(authChannel, authTransitions.sessionKeptOffline));
    expect(result.current).toMatchObject({ signedIn: true, premium: true, sessionLoading: false });
  });

  it('is not signed in on a stored session the server could not confirm while online', () => {
    setChannelValue(subscriptionChannel, subscription('active'));
    const { result } = renderHook(() => useViewer());
    act(() => setChannelValue(authChannel, storedSessionBeingChecked));
    act(() => setChannelValue(authChannel, authTransitions.sessionUnconfirmed));
    expect(result.current).toMatchObject({ signedIn: false, premium: false, sessionLoading: false });
  });

  it('forgets a session the server rejected', () => {
    const { result } = renderHook(() => useViewer());
    act(() => setChannelValue(authChannel, authTransitions.signedIn(profile, 'token')));
    expect(result.current).toMatchObject({ signedIn: true, userId: 'u1' });
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    expect(result.current).toMatchObject({ signedIn: false, premium: false, userId: null });
  });
});
