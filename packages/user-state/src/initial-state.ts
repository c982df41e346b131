import { xpRules, type Progress, type UserState } from '@steady/contracts';

export const initialProgress: Progress = {
  xp: 0,
  level: xpRules.startLevel,
  xpToNextLevel: xpRules.startXpToNextLevel,
  completedTechniques: [],
  badges: [],
};

/** Spec §3: also what an unreadable or missing stored value turns into, without a notice. */
export const initialUserState: UserState = {
  currentMood: null,
  favorites: [],
  progress: initialProgress,
  history: [],
};
