import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton, Stack } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { useAudioCatalogue } from '../hooks/use-audio-catalogue';
import { StatusText } from './audio-styles';
import { AudioFailure } from './AudioFailure';
import { ListeningPlayer } from './ListeningPlayer';

/** An audio technique's spoken guide, played beside its steps (the host shows them, so the words stay on screen). */
export function AudioGuide({
  techniqueId,
  name,
  autoPlay,
}: {
  techniqueId: string;
  name: string;
  autoPlay: boolean;
}) {
  const intl = useIntl();
  const viewer = useViewer();
  const catalogue = useAudioCatalogue(viewer.premium);
  if (catalogue.status === 'loading') return <Skeleton $height="6rem" />;
  if (catalogue.status === 'failed') return <AudioFailure failure="loadFailed" onRetry={catalogue.retry} />;
  const guide = catalogue.data.tracks.find(
    (track) => track.kind === 'guide' && track.techniqueId === techniqueId,
  );
  if (!guide || guide.locked) {
    return (
      <StatusText>
        <FormattedMessage id={guide ? 'audio.error.locked' : 'audio.empty'} />
      </StatusText>
    );
  }
  return (
    <Stack $gap={3} aria-label={intl.formatMessage({ id: 'guide.listen' })} role="group">
      <ListeningPlayer track={guide} place={`guide-${techniqueId}`} album={name} autoPlay={autoPlay} />
    </Stack>
  );
}
