import type { Mood, PersonalRecommendationsResponse } from '@steady/contracts';
import { useResource, type Resource } from '@steady/app-frame';
import { useViewer } from '@steady/bus';
import { fetchPersonalRecommendations } from '../api/personal-recommendations';

const nothingToShow: PersonalRecommendationsResponse['items'] = [];

/**
 * A premium viewer's "what helped you before" for this state; for everyone else nothing is asked for, so
 * nothing of it can show.
 */
export function usePersonalRecommendations(mood: Mood): Resource<PersonalRecommendationsResponse['items']> {
  const { premium, token } = useViewer();
  return useResource(`${mood}|${token ?? 'guest'}|${premium}`, async (signal) =>
    premium ? (await fetchPersonalRecommendations(mood, signal)).items : nothingToShow,
  );
}
