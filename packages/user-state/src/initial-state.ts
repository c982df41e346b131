import type { UserState } from '@steady/contracts';
import { initialProgress } from '@steady/domain';

/** Spec §3: also what an unreadable or missing stored value turns into, without a notice. */
export const initialUserState: UserState = {
  currentMood: null,
  favorites: [],
  progress: initialProgress,
  history: [],
};
