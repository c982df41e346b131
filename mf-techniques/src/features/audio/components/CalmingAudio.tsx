import { FormattedMessage, useIntl } from 'react-intl';
import type { Mood } from '@steady/contracts';
import { ButtonLink, Card, SectionTitle, Skeleton, Stack } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { useAudioCatalogue } from '../hooks/use-audio-catalogue';
import { StatusText } from './audio-styles';
import { AudioFailure } from './AudioFailure';
import { ListeningPlayer } from './ListeningPlayer';
import { LockedAudioNotice } from './LockedAudioNotice';

/**
 * A state page's calming audio: guests see what it offers and a way to register, signed-in users play the
 * state's track, and Premium's mixer and affirmations are one link away.
 */
export function CalmingAudio({ mood, autoPlay }: { mood: Mood; autoPlay: boolean }) {
  const intl = useIntl();
  const viewer = useViewer();
  const catalogue = useAudioCatalogue(viewer.premium);
  const titleId = `calming-audio-${mood}`;

  const content = () => {
    if (!viewer.signedIn) {
      return <LockedAudioNotice signedIn={false} message={intl.formatMessage({ id: 'audio.guestLead' })} />;
    }
    if (catalogue.status === 'loading') return <Skeleton $height="8rem" />;
    if (catalogue.status === 'failed') return <AudioFailure failure="loadFailed" onRetry={catalogue.retry} />;
    const track = catalogue.data.tracks.find(
      (candidate) => candidate.kind === 'mood' && candidate.mood === mood,
    );
    if (!track) {
      return (
        <StatusText>
          <FormattedMessage id="audio.error.unavailable" />
        </StatusText>
      );
    }
    return (
      <Stack $gap={4}>
        <StatusText>
          <strong>{track.title}</strong> · <FormattedMessage id="audio.moodLead" />
        </StatusText>
        <ListeningPlayer
          key={track.id}
          track={track}
          place={`mood-${mood}`}
          autoPlay={autoPlay}
          album={intl.formatMessage({ id: 'audio.pageTitle' })}
        />
        {viewer.premium ? (
          <div>
            <ButtonLink to="/audio" $variant="secondary">
              <FormattedMessage id="audio.openMixer" />
            </ButtonLink>
          </div>
        ) : (
          <LockedAudioNotice signedIn message={intl.formatMessage({ id: 'audio.freeUpsell' })} />
        )}
      </Stack>
    );
  };

  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap={3}>
        <SectionTitle id={titleId}>
          <FormattedMessage id="audio.sectionTitle" />
        </SectionTitle>
        {content()}
      </Stack>
    </Card>
  );
}
