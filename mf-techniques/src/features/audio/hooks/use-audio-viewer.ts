import { authChannel, subscriptionChannel, useChannel } from '@steady/bus';
import { premiumSubscriptionStatuses, type SubscriptionStatus } from '@steady/contracts';

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

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
    premium: signedIn && premiumStatuses.has(subscription.status),
    sessionLoading: auth.loading,
  };
}
