import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AudioTrack, MixPreset } from '@steady/contracts';
import { Alert, Button, Row, Stack } from '@steady/ui';
import { formatClock } from '../../../shared/timing/display-clock';
import type { AmbientMixer as Mixer } from '../hooks/use-ambient-mixer';
import { SelectField, StatusText } from './audio-styles';
import { AudioFailure } from './AudioFailure';
import { TapToPlay } from './TapToPlay';
import { VolumeSlider } from './VolumeSlider';

const SoundGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const SoundToggle = styled.button`
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  text-align: left;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const sleepChoices = [15, 30, 60] as const;

interface AmbientMixerViewProps {
  readonly mixer: Mixer;
  readonly sounds: readonly AudioTrack[];
  readonly presets: readonly MixPreset[];
}

function SoundPicker({ mixer, sounds }: { mixer: Mixer; sounds: readonly AudioTrack[] }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <strong>
          <FormattedMessage id="mixer.sounds" />
        </strong>
      </legend>
      <SoundGrid>
        {sounds.map((sound) => {
          const picked = mixer.mix.some((entry) => entry.trackId === sound.id);
          return (
            <SoundToggle
              key={sound.id}
              type="button"
              aria-pressed={picked}
              onClick={() => mixer.toggleSound(sound.id)}
            >
              {sound.title}
            </SoundToggle>
          );
        })}
      </SoundGrid>
    </fieldset>
  );
}

function MixVolumes({ mixer, sounds }: { mixer: Mixer; sounds: readonly AudioTrack[] }) {
  const intl = useIntl();
  const titleOf = (trackId: string) => sounds.find((sound) => sound.id === trackId)?.title ?? trackId;
  if (mixer.mix.length === 0) {
    return (
      <StatusText>
        <FormattedMessage id="mixer.empty" />
      </StatusText>
    );
  }
  return mixer.mix.map((entry) => (
    <VolumeSlider
      key={entry.trackId}
      label={intl.formatMessage({ id: 'mixer.soundVolume' }, { sound: titleOf(entry.trackId) })}
      volume={entry.volume}
      onChange={(volume) => mixer.setVolume(entry.trackId, volume)}
    />
  ));
}

function SleepTimerSelect({ mixer }: { mixer: Mixer }) {
  const intl = useIntl();
  return (
    <SelectField>
      <FormattedMessage id="mixer.sleepTimer" />
      <select
        value={mixer.sleepMinutes ?? ''}
        onChange={(event) =>
          mixer.setSleepMinutes(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{intl.formatMessage({ id: 'mixer.sleepTimerOff' })}</option>
        {sleepChoices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {intl.formatMessage({ id: 'audio.minutes' }, { minutes })}
          </option>
        ))}
      </select>
    </SelectField>
  );
}

function PlayControls({ mixer }: { mixer: Mixer }) {
  const playing = mixer.status === 'playing' || mixer.status === 'ending';
  return (
    <Row>
      {playing ? (
        <Button onClick={mixer.stop}>
          <FormattedMessage id="audio.stop" />
        </Button>
      ) : (
        <Button onClick={mixer.play} disabled={mixer.mix.length === 0 || mixer.status === 'loading'}>
          <FormattedMessage id="audio.play" />
        </Button>
      )}
      <SleepTimerSelect mixer={mixer} />
    </Row>
  );
}

function PresetButtons({ mixer, presets }: { mixer: Mixer; presets: readonly MixPreset[] }) {
  return (
    <Stack $gap={2}>
      <strong>
        <FormattedMessage id="mixer.presets" />
      </strong>
      <Row>
        {presets.map((preset) => (
          <Button key={preset.id} $variant="secondary" onClick={() => mixer.replaceMix(preset.tracks)}>
            {preset.title} · <FormattedMessage id={`mixer.presetFor.${preset.mood}`} />
          </Button>
        ))}
      </Row>
    </Stack>
  );
}

/** The mixer's controls: the sounds to pick from, each picked sound's volume, presets, play and the sleep timer. */
export function AmbientMixerView({ mixer, sounds, presets }: AmbientMixerViewProps) {
  return (
    <Stack $gap={4} data-mixer-status={mixer.status}>
      <SoundPicker mixer={mixer} sounds={sounds} />
      {mixer.refusedFull && (
        <Alert tone="info">
          <FormattedMessage id="mixer.full" />
        </Alert>
      )}
      <MixVolumes mixer={mixer} sounds={sounds} />
      {mixer.status === 'blocked' && <TapToPlay onTap={mixer.play} />}
      {mixer.status === 'failed' && <AudioFailure failure={mixer.failure} onRetry={mixer.play} />}
      <PlayControls mixer={mixer} />
      <StatusText aria-live="polite">
        {mixer.status === 'loading' && <FormattedMessage id="audio.loading" />}
        {mixer.status === 'ending' && <FormattedMessage id="audio.ending" />}
        {mixer.stopsInSeconds !== null && mixer.status === 'playing' && (
          <FormattedMessage id="mixer.stopsIn" values={{ time: formatClock(mixer.stopsInSeconds * 1000) }} />
        )}
      </StatusText>
      <PresetButtons mixer={mixer} presets={presets} />
    </Stack>
  );
}
