import { useIntl } from 'react-intl';
import { apiRequest } from '@steady/api-client';
import { audioCatalogueSchema } from '@steady/contracts';
import { useResource } from '@steady/app-frame';

export interface AudioCounts {
  ambient: number;
  affirmations: number;
}

/** How many ambient tracks and affirmations the audio catalogue holds, so the page never claims another number. */
export function useAudioCounts(): AudioCounts | null {
  const { locale } = useIntl();
  const catalogue = useResource(`audio-counts:${locale}`, (signal) =>
    apiRequest(`/audio/catalogue?lang=${locale === 'ru' ? 'ru' : 'en'}`, {
      schema: audioCatalogueSchema,
      signal,
    }),
  );
  if (catalogue.status !== 'ready') return null;
  const count = (kind: string) => catalogue.data.tracks.filter((track) => track.kind === kind).length;
  return { ambient: count('ambient'), affirmations: count('affirmation') };
}
