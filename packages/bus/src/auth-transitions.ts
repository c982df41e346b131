import type { User } from '@steady/contracts';
import type { AuthState } from './channels';

/** The auth state machine of spec §4 as pure transitions, applied by authCommands. */
export const authTransitions = {
  requestStarted: (state: AuthState): AuthState => ({ ...state, loading: true, error: null }),

  signInStarted:
    (token: string) =>
    (state: AuthState): AuthState => ({ ...state, token, loading: true, error: null }),

  signedIn:
    (user: User, token: string) =>
    (state: AuthState): AuthState => ({
      ...state,
      isAuthenticated: true,
      user,
      token,
      loading: false,
      error: null,
    }),

  requestFailed:
    (message: string | null | undefined) =>
    (state: AuthState): AuthState => ({ ...state, loading: false, error: message || 'An error occurred' }),

  /** Logout, a rejected stored token and any 401 all end here: user, error and token cleared. */
  signedOut: (state: AuthState): AuthState => ({
    ...state,
    isAuthenticated: false,
    user: null,
    token: null,
    loading: false,
    error: null,
  }),

  sessionUnconfirmed: (state: AuthState): AuthState => ({ ...state, loading: false, isAuthenticated: false }),
  /** Offline (airplane mode): the device's last confirmed user stays signed in until the check can run. */
  sessionKeptOffline: (state: AuthState): AuthState => ({
    ...state,
    loading: false,
    isAuthenticated: state.user !== null,
  }),

  tokenRenewed:
    (token: string) =>
    (state: AuthState): AuthState => ({ ...state, token }),

  /** Setting a user makes the state authenticated; setting null, unauthenticated. */
  userReplaced:
    (user: User | null) =>
    (state: AuthState): AuthState => ({ ...state, user, isAuthenticated: user !== null }),

  profileChanged:
    (change: Partial<User>) =>
    (state: AuthState): AuthState =>
      state.user ? { ...state, user: { ...state.user, ...change } } : state,
};
