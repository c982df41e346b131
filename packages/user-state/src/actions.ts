import type { HistoryEntry, Mood, Progress, UserState } from '@steady/contracts';
import { addExperience } from '@steady/domain';

/** Pure transitions of spec §4's local user-state actions. */
export const userStateTransitions = {
  setCurrentMood: (state: UserState, mood: Mood | null): UserState => ({ ...state, currentMood: mood }),

  /** Appends the technique and adds its reward; `levelReached` tells the caller to congratulate. */
  completeTechnique(state: UserState, techniqueId: string, rewardXp: number) {
    const { progress, levelReached } = addExperience(state.progress, rewardXp);
    return {
      state: {
        ...state,
        progress: { ...progress, completedTechniques: [...progress.completedTechniques, techniqueId] },
      },
      levelReached,
    };
  },

  /** A signed-in user's progress is the server's: the local copy mirrors it. */
  replaceProgress: (state: UserState, progress: Progress): UserState => ({ ...state, progress }),

  addHistoryEntry: (state: UserState, entry: HistoryEntry): UserState => ({
    ...state,
    history: [...state.history, entry],
  }),

  addToHistory(
    state: UserState,
    record: { techniqueId: string; mood: Mood | null; xpEarned: number },
    now: Date,
  ): UserState {
    const entry: HistoryEntry = { id: String(now.getTime()), ...record, timestamp: now.toISOString() };
    return userStateTransitions.addHistoryEntry(state, entry);
  },

  toggleFavorite: (state: UserState, techniqueId: string): UserState => ({
    ...state,
    favorites: state.favorites.includes(techniqueId)
      ? state.favorites.filter((id) => id !== techniqueId)
      : [...state.favorites, techniqueId],
  }),

  unlockBadge: (state: UserState, badgeId: string): UserState =>
    state.progress.badges.includes(badgeId)
      ? state
      : { ...state, progress: { ...state.progress, badges: [...state.progress.badges, badgeId] } },
};
