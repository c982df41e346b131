import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AudioTrack } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { CheckboxLabel } from '../../../shared/components/tool-styles';
import { useAffirmations } from '../hooks/use-affirmations';
import { SelectField, StatusText } from './audio-styles';
import { AudioFailure } from './AudioFailure';
import { TapToPlay } from './TapToPlay';

const SpokenText = styled.p`
  margin: 0;
  min-height: 4.5rem;
  font-size: 1.45rem;
  line-height: 1.4;
  max-width: ${({ theme }) => theme.widths.text};
`;

interface PreviousPlayNextProps {
  readonly player: ReturnType<typeof useAffirmations>;
  readonly playing: boolean;
}

/** Back to the previous affirmation, play or pause, on to the next. */
function PreviousPlayNext({ player, playing }: PreviousPlayNextProps) {
  return (
    <Row>
      <Button
        $variant="secondary"
        onClick={() => player.skipTo(player.position - 1)}
        disabled={player.position === 0}
      >
        <FormattedMessage id="affirmations.previous" />
      </Button>
      {playing ? (
        <Button onClick={player.stop}>
          <FormattedMessage id="audio.pause" />
        </Button>
      ) : (
        <Button onClick={player.play}>
          <FormattedMessage id="audio.play" />
        </Button>
      )}
      <Button
        $variant="secondary"
        onClick={() => player.skipTo(player.position + 1)}
        disabled={player.position + 1 >= player.total}
      >
        <FormattedMessage id="affirmations.next" />
      </Button>
    </Row>
  );
}

interface AffirmationsPlayerProps {
  readonly affirmations: readonly AudioTrack[];
  readonly ambientSounds: readonly AudioTrack[];
}

/** Spoken affirmations with their text on screen, in order or shuffled, over an optional ambient bed. */
export function AffirmationsPlayer({ affirmations, ambientSounds }: AffirmationsPlayerProps) {
  const intl = useIntl();
  const [bedId, setBedId] = useState('');
  const bed = ambientSounds.find((sound) => sound.id === bedId) ?? null;
  const player = useAffirmations(affirmations, bed);
  const playing = player.status === 'playing' || player.status === 'loading';

  if (affirmations.length === 0) {
    return (
      <StatusText>
        <FormattedMessage id="audio.empty" />
      </StatusText>
    );
  }

  return (
    <Stack $gap={3} data-affirmations-status={player.status}>
      <StatusText>
        <FormattedMessage
          id="affirmations.count"
          values={{ current: player.position + 1, total: player.total }}
        />
      </StatusText>
      <SpokenText aria-live="polite" data-affirmation-text="">
        {player.current?.text}
      </SpokenText>
      {player.status === 'finished' && (
        <StatusText>
          <FormattedMessage id="affirmations.done" />
        </StatusText>
      )}
      {player.status === 'blocked' && <TapToPlay onTap={player.play} />}
      {player.status === 'failed' && <AudioFailure failure={player.failure} onRetry={player.play} />}
      <PreviousPlayNext player={player} playing={playing} />
      <Row>
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={player.shuffle}
            onChange={(event) => player.setShuffle(event.target.checked)}
          />
          <FormattedMessage id="affirmations.shuffle" />
        </CheckboxLabel>
        <SelectField>
          <FormattedMessage id="affirmations.bed" />
          <select value={bedId} disabled={playing} onChange={(event) => setBedId(event.target.value)}>
            <option value="">{intl.formatMessage({ id: 'affirmations.bedOff' })}</option>
            {ambientSounds.map((sound) => (
              <option key={sound.id} value={sound.id}>
                {sound.title}
              </option>
            ))}
          </select>
        </SelectField>
      </Row>
    </Stack>
  );
}
