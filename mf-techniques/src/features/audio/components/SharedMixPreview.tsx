import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AudioTrack } from '@steady/contracts';
import { Alert } from '@steady/ui';
import { mixFromShareParameter } from '../machine/mixer-rules';

/**
 * A shared mix (`?mix=`) opened by someone without Premium: the mixer itself stays locked, so this says
 * what they were sent — its sounds and volumes — above the way to unlock it.
 */
export function SharedMixPreview({ sounds }: { sounds: readonly Pick<AudioTrack, 'id' | 'title'>[] }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const shared = searchParams.get('mix');
  if (shared === null) return null;
  const mix = mixFromShareParameter(shared, new Set(sounds.map((sound) => sound.id)));
  if (!mix) {
    return <Alert tone="error">{intl.formatMessage({ id: 'mixer.sharedPreviewUnreadable' })}</Alert>;
  }
  const parts = mix.map(({ trackId, volume }) =>
    intl.formatMessage(
      { id: 'mixer.sharedSound' },
      { name: sounds.find((sound) => sound.id === trackId)?.title ?? trackId, volume },
    ),
  );
  return (
    <Alert tone="info">
      {intl.formatMessage(
        { id: 'mixer.sharedPreview' },
        { sounds: intl.formatList(parts, { type: 'conjunction' }) },
      )}
    </Alert>
  );
}
