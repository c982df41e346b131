import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AudioTrack } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { formatClock } from '../../../shared/timing/display-clock';
import { useListeningPlayer } from '../hooks/use-listening-player';
import { playableFile } from '../engine/playable-file';
import { defaultSessionSeconds, sessionLengthChoices } from '../machine/listening-session';
import { SelectField, StatusText, TimeLeft } from './audio-styles';
import { AudioFailure } from './AudioFailure';
import { OfflineTrackControls } from './OfflineTrackControls';
import { TapToPlay } from './TapToPlay';
import { VolumeSlider } from './VolumeSlider';

interface ListeningPlayerProps {
  readonly track: AudioTrack;
  /** Where its session is saved and restored (the state, or the guide). */
  readonly place: string;
  readonly album: string;
  /** Start at once: the player was opened by the user's own tap on "Listen". */
  readonly autoPlay?: boolean;
}

/** Play, pause, continue and stop one track, with the time left, the volume and (for loops) the session length. */
export function ListeningPlayer({ track, place, album, autoPlay = false }: ListeningPlayerProps) {
  const intl = useIntl();
  const looping = track.loop !== null;
  const player = useListeningPlayer({
    track,
    place,
    album,
    defaultLengthSeconds: looping ? defaultSessionSeconds : Math.ceil(track.durationSeconds),
  });
  const { status, play } = player;
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!autoPlay || autoPlayed.current || track.locked) return;
    autoPlayed.current = true;
    play();
  }, [autoPlay, play, track.locked]);
  const active = status === 'playing' || status === 'ending';
  const started = active || status === 'paused';

  return (
    <Stack $gap={3} data-audio-player={track.id} data-audio-status={status}>
      {player.restored && (
        <StatusText>
          <FormattedMessage id="audio.restored" />
        </StatusText>
      )}
      <TimeLeft role="timer" aria-live="off">
        {intl.formatMessage({ id: 'audio.timeLeft' }, { time: formatClock(player.remainingSeconds * 1000) })}
      </TimeLeft>
      <StatusText aria-live="polite">
        {status === 'loading' && <FormattedMessage id="audio.loading" />}
        {status === 'ending' && <FormattedMessage id="audio.ending" />}
        {status === 'finished' && <FormattedMessage id="audio.finished" />}
      </StatusText>
      {status === 'blocked' && <TapToPlay onTap={player.play} />}
      {status === 'failed' && <AudioFailure failure={player.failure} onRetry={player.play} />}
      <Row>
        {active ? (
          <Button onClick={player.pause}>
            <FormattedMessage id="audio.pause" />
          </Button>
        ) : (
          status !== 'blocked' && (
            <Button onClick={player.play} disabled={status === 'loading'}>
              <FormattedMessage id={status === 'paused' ? 'audio.continue' : 'audio.play'} />
            </Button>
          )
        )}
        {started && (
          <Button $variant="secondary" onClick={player.stop}>
            <FormattedMessage id="audio.stop" />
          </Button>
        )}
      </Row>
      {looping && !started && (
        <SelectField>
          <FormattedMessage id="audio.sessionLength" />
          <select
            value={player.lengthSeconds}
            onChange={(event) => player.setLengthSeconds(Number(event.target.value))}
          >
            {sessionLengthChoices.map((seconds) => (
              <option key={seconds} value={seconds}>
                {intl.formatMessage({ id: 'audio.minutes' }, { minutes: seconds / 60 })}
              </option>
            ))}
          </select>
        </SelectField>
      )}
      <VolumeSlider
        label={intl.formatMessage({ id: 'audio.volume' })}
        volume={player.volume}
        onChange={player.setVolume}
      />
      {!track.locked && <OfflineTrackControls file={playableFile(track)} playerStatus={status} />}
    </Stack>
  );
}
