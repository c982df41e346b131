import { authChannel, hasPremium, subscriptionChannel, useChannel } from '@steady/bus';

export interface AudioViewer {
  readonly signedIn: boolean;
  readonly premium: boolean;
  readonly sessionLoading: boolean;
}

/** Who is listening: signed in (free audio) and premium (everything), from the shared channels. */
export function useAudioViewer(): AudioViewer {
  const auth = useChannel(authChannel);
  const subscription = useChannel(subscriptionChannel);
  const signedIn = auth.isAuthenticated && auth.user !== null;
  return {
    signedIn,
    premium: signedIn && hasPremium(subscription),
    sessionLoading: auth.loading,
  };
}
