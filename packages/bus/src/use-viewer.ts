import { authChannel, premiumAccess, subscriptionChannel } from './channels';
import { useChannel } from './use-channel';

export interface Viewer {
  /**
   * A confirmed session, or on a device that is offline the last confirmed one (the bus keeps it until
   * the check can run). A stored session the server could not confirm is not signed in.
   */
  signedIn: boolean;
  /** The stored session is still being checked; nothing is known about the viewer yet. */
  sessionLoading: boolean;
  userId: string | null;
  /** Premium by the subscription channel, the one source of truth; the server still decides what it unlocks. */
  premium: boolean;
  /** Signed in, billing unreachable and its last answer not premium: no upsell, "Checking…" instead. */
  checkingSubscription: boolean;
  /** Changes on sign-in and sign-out, so data fetched for one viewer is fetched again for the next. */
  token: string | null;
}

/** Who is looking at the page, from the shared `auth` and `subscription` channels: one rule for every app. */
export function useViewer(): Viewer {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  const user = auth.isAuthenticated ? auth.user : null;
  const access = user === null ? 'free' : premiumAccess(subscription);
  return {
    signedIn: user !== null,
    sessionLoading: auth.loading,
    userId: user?.id ?? null,
    premium: access === 'premium',
    checkingSubscription: access === 'checking',
    token: auth.token,
  };
}
