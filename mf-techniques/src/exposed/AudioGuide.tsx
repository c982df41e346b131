import { AppProviders } from '@steady/app-frame';
import { AudioGuide as AudioGuidePlayer } from '../features/audio/components/AudioGuide';
import { catalogs } from '../i18n/catalogs';

interface AudioGuideModuleProps {
  readonly techniqueId: string;
  readonly name: string;
  readonly autoPlay?: boolean;
}

/** Exposed as `mf_techniques/AudioGuide`: an audio technique's spoken guide, opened from its entry. */
export function AudioGuide({ techniqueId, name, autoPlay = false }: AudioGuideModuleProps) {
  return (
    <AppProviders catalogs={catalogs}>
      <div data-remote="mf_techniques">
        <AudioGuidePlayer techniqueId={techniqueId} name={name} autoPlay={autoPlay} />
      </div>
    </AppProviders>
  );
}

export default AudioGuide;
