import { authChannel, premiumAccess, subscriptionChannel, useChannel } from '@steady/bus';

export interface AudioViewer {
  readonly signedIn: boolean;
  readonly premium: boolean;
  /** Signed in, billing unreachable and its last answer not premium: "Checking…" instead of the upsell. */
  readonly checkingSubscription: boolean;
  readonly sessionLoading: boolean;
}

/** Who is listening: signed in (free audio) and premium (everything), from the shared channels. */
export function useAudioViewer(): AudioViewer {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  // A stored session Steady could not confirm (no connection) stays usable here: the audio it played is on
  // the device. A rejected token clears the user, so this never outlives a signed-out session.
  const signedIn = auth.user !== null && (auth.isAuthenticated || (auth.token !== null && !auth.loading));
  const access = signedIn ? premiumAccess(subscription) : 'free';
  return {
    signedIn,
    premium: access === 'premium',
    checkingSubscription: access === 'checking',
    sessionLoading: auth.loading,
  };
}
