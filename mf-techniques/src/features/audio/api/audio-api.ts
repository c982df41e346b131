import { apiRequest } from '@steady/api-client';
import {
  audioCatalogueSchema,
  savedMixListSchema,
  savedMixSchema,
  type AudioCatalogue,
  type Language,
  type SaveMixRequest,
  type SavedMix,
} from '@steady/contracts';

/** Every track and preset in the reader's language; premium files come signed when the viewer may play them. */
export function fetchAudioCatalogue(language: Language, signal: AbortSignal): Promise<AudioCatalogue> {
  return apiRequest(`/audio/catalogue?lang=${language}`, { schema: audioCatalogueSchema, signal });
}

export function fetchSavedMixes(signal: AbortSignal): Promise<SavedMix[]> {
  return apiRequest('/audio/mixes', { schema: savedMixListSchema, signal });
}

export function saveMix(mix: SaveMixRequest): Promise<SavedMix> {
  return apiRequest('/audio/mixes', { method: 'POST', body: mix, schema: savedMixSchema });
}

export async function deleteSavedMix(mixId: string): Promise<void> {
  await apiRequest(`/audio/mixes/${encodeURIComponent(mixId)}`, { method: 'DELETE' });
}
