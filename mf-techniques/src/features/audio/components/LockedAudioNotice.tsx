import { FormattedMessage } from 'react-intl';
import { SubscriptionChecking } from '@steady/app-frame';
import { ButtonLink, Stack } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { StatusText } from './audio-styles';

/**
 * What a locked audio feature says instead of playing: spec §4's rule for locked items — guests go to
 * /register, signed-in users to /premium; while a signed-in user's subscription is being checked, only that.
 */
export function LockedAudioNotice({ signedIn, message }: { signedIn: boolean; message: string }) {
  const { checkingSubscription } = useViewer();
  if (signedIn && checkingSubscription)
    return (
      <Stack $gap={2} data-audio-locked="">
        <SubscriptionChecking />
      </Stack>
    );
  return (
    <Stack $gap={2} data-audio-locked="">
      <StatusText>{message}</StatusText>
      <div>
        <ButtonLink
          to={signedIn ? '/premium' : '/register'}
          state={signedIn ? undefined : { from: '/premium' }}
        >
          <FormattedMessage id={signedIn ? 'premiumSection.freeCta' : 'premiumSection.guestCta'} />
        </ButtonLink>
      </div>
    </Stack>
  );
}
