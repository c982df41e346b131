import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AudioCatalogue } from '@steady/contracts';
import { Alert, Stack } from '@steady/ui';
import { useAmbientMixer } from '../hooks/use-ambient-mixer';
import { mixFromShareParameter } from '../machine/mixer-rules';
import { AmbientMixerView } from './AmbientMixer';
import { SavedMixes } from './SavedMixes';
import { ShareMix } from './ShareMix';

/** The premium mixer with its saved mixes and share link; a shared link (`?mix=`) is loaded, not played. */
export function MixerSection({ catalogue }: { catalogue: AudioCatalogue }) {
  const intl = useIntl();
  const sounds = useMemo(() => catalogue.tracks.filter((track) => track.kind === 'ambient'), [catalogue]);
  const mixer = useAmbientMixer(sounds, intl.formatMessage({ id: 'mixer.title' }));
  const [searchParams] = useSearchParams();
  const shared = searchParams.get('mix');
  const [sharedNotice, setSharedNotice] = useState<'loaded' | 'unreadable' | null>(null);
  const { replaceMix } = mixer;

  useEffect(() => {
    if (shared === null) return;
    const mix = mixFromShareParameter(shared, new Set(sounds.map((sound) => sound.id)));
    if (mix) replaceMix(mix);
    setSharedNotice(mix ? 'loaded' : 'unreadable');
    // A shared link is read once when the page opens; later changes are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);

  return (
    <Stack $gap={4}>
      {sharedNotice && (
        <Alert tone={sharedNotice === 'loaded' ? 'info' : 'error'}>
          <FormattedMessage
            id={sharedNotice === 'loaded' ? 'mixer.sharedLoaded' : 'mixer.sharedUnreadable'}
          />
        </Alert>
      )}
      <AmbientMixerView mixer={mixer} sounds={sounds} presets={catalogue.presets} />
      <ShareMix mix={mixer.mix} />
      <SavedMixes mix={mixer.mix} onLoad={replaceMix} />
    </Stack>
  );
}
