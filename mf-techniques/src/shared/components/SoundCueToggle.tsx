import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SoundCue } from '../hooks/use-sound-cue';
import { CheckboxLabel } from './tool-styles';

/** The optional soft tone at each new step: off until the user turns it on, then remembered. */
export function SoundCueToggle({ soundCue }: { soundCue: SoundCue }) {
  const intl = useIntl();
  const id = useId();
  if (!soundCue.available) return null;
  return (
    <CheckboxLabel htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={soundCue.enabled}
        onChange={(event) => soundCue.setEnabled(event.target.checked)}
      />
      {intl.formatMessage({ id: 'tool.soundCue' })}
    </CheckboxLabel>
  );
}
