import {
  moodRatings,
  type JournalEntry,
  type JournalEntryRequest,
  type Mood,
  type MoodRating,
} from '@steady/contracts';

/** The one-tap answer as a mood rating: 1 is very bad … 5 very good (the journal's own scale). */
export function ratingOfFeeling(feeling: number): MoodRating {
  return [...moodRatings].reverse()[Math.min(5, Math.max(1, feeling)) - 1] ?? 'neutral';
}

/** What a check-in's second answer keeps of its first: the saved entry, or the request kept offline. */
export type CheckInFields = Pick<
  JournalEntry,
  'date' | 'state' | 'techniques' | 'text' | 'tags' | 'feelingBefore' | 'feelingAfter'
>;

/** The journal request for a check-in: the state picked on the state page, else how they feel. */
export function checkInRequest(
  previous: CheckInFields | null,
  answer: { techniqueId: string; mood: Mood | null; when: 'before' | 'after'; feeling: number; now: Date },
): JournalEntryRequest & CheckInFields {
  const feelings = {
    feelingBefore: answer.when === 'before' ? answer.feeling : (previous?.feelingBefore ?? null),
    feelingAfter: answer.when === 'after' ? answer.feeling : (previous?.feelingAfter ?? null),
  };
  return {
    kind: 'checkIn',
    date: previous?.date ?? answer.now.toISOString(),
    state: previous?.state ?? answer.mood ?? ratingOfFeeling(answer.feeling),
    techniques: previous?.techniques ?? [answer.techniqueId],
    text: previous?.text ?? '',
    tags: previous?.tags ?? [],
    ...feelings,
    // Learned from the two answers on the server unless the user rated it themselves.
    effectiveness: null,
  };
}
