import { useIntl } from 'react-intl';
import { SliderField } from './audio-styles';

interface VolumeSliderProps {
  readonly label: string;
  readonly volume: number;
  readonly onChange: (volume: number) => void;
}

/** A volume from 0 to 100 %, labelled, operable with the arrow keys, announced as a percentage. */
export function VolumeSlider({ label, volume, onChange }: VolumeSliderProps) {
  const intl = useIntl();
  const valueText = intl.formatMessage({ id: 'audio.volumeValue' }, { volume });
  return (
    <SliderField>
      <span>{label}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={volume}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span aria-hidden="true">{valueText}</span>
    </SliderField>
  );
}
