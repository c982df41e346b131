import { moodSchema, type JournalState } from '@steady/contracts';

/** The catalog id naming a journal state: one of the five states, or a mood rating. */
export const stateLabelId = (state: JournalState): string =>
  moodSchema.safeParse(state).success ? `mood.${state}` : `rating.${state}`;
