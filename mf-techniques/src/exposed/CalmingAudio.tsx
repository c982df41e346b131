import type { Mood } from '@steady/contracts';
import { AppProviders } from '@steady/app-frame';
import { CalmingAudio as CalmingAudioSection } from '../features/audio/components/CalmingAudio';
import { catalogs } from '../i18n/catalogs';

interface CalmingAudioModuleProps {
  readonly mood: Mood;
  /** Start playing as soon as it is loaded: the host opened it from the user's own tap on "Listen". */
  readonly autoPlay?: boolean;
}

/**
 * Exposed as `mf_techniques/CalmingAudio`: a state's calming audio player, in this remote's own providers,
 * loaded by the state page only when the user asks to listen, so audio never weighs on a first load.
 */
export function CalmingAudio({ mood, autoPlay = false }: CalmingAudioModuleProps) {
  return (
    <AppProviders catalogs={catalogs}>
      <div data-remote="mf_techniques">
        <CalmingAudioSection mood={mood} autoPlay={autoPlay} />
      </div>
    </AppProviders>
  );
}

export default CalmingAudio;
