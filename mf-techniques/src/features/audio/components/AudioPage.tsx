import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AudioCatalogue, Mood } from '@steady/contracts';
import { Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { useViewer, type Viewer } from '@steady/bus';
import { useAudioCatalogue } from '../hooks/use-audio-catalogue';
import { SelectField } from './audio-styles';
import { AffirmationsPlayer } from './AffirmationsPlayer';
import { AudioFailure } from './AudioFailure';
import { AudioSection } from './AudioSection';
import { ListeningPlayer } from './ListeningPlayer';
import { LockedAudioNotice } from './LockedAudioNotice';
import { MixerSection } from './MixerSection';
import { SharedMixPreview } from './SharedMixPreview';

function MoodAudio({ catalogue }: { catalogue: AudioCatalogue }) {
  const intl = useIntl();
  const [mood, setMood] = useState<Mood>('anxiety');
  const track = catalogue.tracks.find((candidate) => candidate.kind === 'mood' && candidate.mood === mood);
  return (
    <Stack $gap={3}>
      <SelectField>
        <FormattedMessage id="audio.chooseState" />
        <select value={mood} onChange={(event) => setMood(event.target.value as Mood)}>
          {catalogue.tracks
            .filter((candidate) => candidate.kind === 'mood' && candidate.mood !== null)
            .map((candidate) => (
              <option key={candidate.id} value={candidate.mood ?? ''}>
                {candidate.title}
              </option>
            ))}
        </select>
      </SelectField>
      {track && (
        <ListeningPlayer
          key={track.id}
          track={track}
          place={`mood-${mood}`}
          album={intl.formatMessage({ id: 'audio.pageTitle' })}
        />
      )}
    </Stack>
  );
}

function AudioSections({ catalogue, viewer }: { catalogue: AudioCatalogue; viewer: Viewer }) {
  const intl = useIntl();
  const ambient = catalogue.tracks.filter((track) => track.kind === 'ambient');
  const affirmations = catalogue.tracks.filter((track) => track.kind === 'affirmation');
  const lockedMessage = intl.formatMessage({ id: 'premiumSection.lead' });
  return (
    <>
      <AudioSection
        id="audio-mood"
        title={intl.formatMessage({ id: 'audio.sectionTitle' })}
        lead={intl.formatMessage({ id: 'audio.moodLead' })}
      >
        {viewer.signedIn ? (
          <MoodAudio catalogue={catalogue} />
        ) : (
          <LockedAudioNotice signedIn={false} message={intl.formatMessage({ id: 'audio.guestLead' })} />
        )}
      </AudioSection>
      <AudioSection
        id="audio-mixer"
        title={intl.formatMessage({ id: 'mixer.title' })}
        lead={intl.formatMessage({ id: 'mixer.lead' })}
      >
        {viewer.premium ? (
          <MixerSection catalogue={catalogue} />
        ) : (
          <Stack $gap={3}>
            <SharedMixPreview sounds={ambient} />
            <LockedAudioNotice
              signedIn={viewer.signedIn}
              message={`${lockedMessage} ${ambient.map((track) => track.title).join(' · ')}`}
            />
          </Stack>
        )}
      </AudioSection>
      <AudioSection
        id="audio-affirmations"
        title={intl.formatMessage({ id: 'affirmations.title' })}
        lead={intl.formatMessage({ id: 'affirmations.lead' })}
      >
        {viewer.premium ? (
          <AffirmationsPlayer affirmations={affirmations} ambientSounds={ambient} />
        ) : (
          <LockedAudioNotice signedIn={viewer.signedIn} message={lockedMessage} />
        )}
      </AudioSection>
    </>
  );
}

/** `/audio`: calming audio for each state (registered), the ambient mixer and affirmations (premium). */
export function AudioPage() {
  const viewer = useViewer();
  const catalogue = useAudioCatalogue(viewer.premium);
  return (
    <Page>
      <Stack $gap={5}>
        <PageTitle>
          <FormattedMessage id="audio.pageTitle" />
        </PageTitle>
        <Lead>
          <FormattedMessage id="audio.pageLead" />
        </Lead>
        {catalogue.status === 'loading' && <Skeleton $height="12rem" />}
        {catalogue.status === 'failed' && <AudioFailure failure="loadFailed" onRetry={catalogue.retry} />}
        {catalogue.status === 'ready' && <AudioSections catalogue={catalogue.data} viewer={viewer} />}
      </Stack>
    </Page>
  );
}
