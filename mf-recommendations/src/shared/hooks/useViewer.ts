import { authChannel, hasPremium, subscriptionChannel, useChannel } from '@steady/bus';

export interface Viewer {
  /** A confirmed session: the stored token was checked by the profile call. */
  signedIn: boolean;
  /** The stored session is still being checked; nothing is known about the viewer yet. */
  sessionLoading: boolean;
  userId: string | null;
  /** Premium by the subscription channel, the one source of truth; the server still decides what it unlocks. */
  premium: boolean;
  /** Changes on sign-in and sign-out, so data fetched for one viewer is fetched again for the next. */
  token: string | null;
}

/** Who is looking at the page, from the shared `auth` and `subscription` channels. */
export function useViewer(): Viewer {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  const user = auth.isAuthenticated ? auth.user : null;
  return {
    signedIn: user !== null,
    sessionLoading: auth.loading,
    userId: user?.id ?? null,
    premium: user !== null && hasPremium(subscription),
    token: auth.token,
  };
}
