import { act, renderHook } from '@testing-library/react';
import { authChannel, authTransitions, followAuthWithSubscription } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { User } from '@steady/contracts';
import { useAudioViewer } from './use-audio-viewer';

const premiumUser: User = {
  id: 'user-1',
  name: 'Alex',
  email: 'alex@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'active',
};

describe('who is listening', () => {
  let stopFollowing: () => void;
  beforeEach(() => {
    stopFollowing = followAuthWithSubscription();
  });
  afterEach(() => {
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    stopFollowing();
  });

  it('keeps a stored session that Steady could not confirm (offline): its audio is on the device', () => {
    const { result } = renderHook(() => useAudioViewer());
    act(() =>
      setChannelValue(authChannel, {
        isAuthenticated: false,
        user: premiumUser,
        token: 'stored',
        loading: true,
        error: null,
      }),
    );
    expect(result.current).toMatchObject({ signedIn: false, premium: false, sessionLoading: true });
    // The profile call failed for want of a connection: the session is neither confirmed nor rejected.
    act(() => setChannelValue(authChannel, (state) => ({ ...state, loading: false })));
    expect(result.current).toMatchObject({ signedIn: true, premium: true });
  });

  it('forgets a session the server rejected', () => {
    const { result } = renderHook(() => useAudioViewer());
    act(() => setChannelValue(authChannel, authTransitions.signedIn(premiumUser, 'token')));
    expect(result.current).toMatchObject({ signedIn: true, premium: true });
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    expect(result.current).toMatchObject({ signedIn: false, premium: false });
  });
});
