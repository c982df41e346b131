import { authChannel, createChannel, readStored, writeStored } from '@steady/bus';
import {
  storageKeys,
  userStateSchema,
  type HistoryEntry,
  type Mood,
  type Progress,
  type UserState,
} from '@steady/contracts';
import { userStateTransitions } from './actions';
import { initialUserState } from './initial-state';

/**
 * The `userState` bus channel. It is defined here rather than in packages/bus because its shape,
 * initial value and persistence rules belong to this package; it is still one shared instance.
 */
export const userStateChannel = createChannel<UserState>(
  'userState',
  readStored(storageKeys.userState, userStateSchema, initialUserState),
  { onChange: (state) => writeStored(storageKeys.userState, state) },
);

const apply = (transition: (state: UserState) => UserState) => userStateChannel.set(transition);

/*
 * While an account is signed in, the local state mirrors it. When that session ends (logout, a 401, a stored
 * token rejected at start-up) the copy is cleared, or the next person to sign up on this device would be
 * offered it as their own guest progress. A sign-in that never completed leaves a guest's progress alone.
 */
let accountOnDevice = authChannel.get().token !== null;
authChannel.subscribe(({ isAuthenticated, token }) => {
  if (isAuthenticated) accountOnDevice = true;
  if (token === null && accountOnDevice) {
    accountOnDevice = false;
    userStateChannel.set(initialUserState);
  }
});

/** The actions every remote calls; each change is saved to localStorage. */
export const userStateActions = {
  setCurrentMood: (mood: Mood | null) => apply((state) => userStateTransitions.setCurrentMood(state, mood)),

  /** Returns the level reached when the reward levelled the user up, else null. */
  completeTechnique(techniqueId: string, rewardXp: number): number | null {
    const result = userStateTransitions.completeTechnique(userStateChannel.get(), techniqueId, rewardXp);
    userStateChannel.set(result.state);
    return result.levelReached;
  },

  replaceProgress: (progress: Progress) =>
    apply((state) => userStateTransitions.replaceProgress(state, progress)),
  addHistoryEntry: (entry: HistoryEntry) =>
    apply((state) => userStateTransitions.addHistoryEntry(state, entry)),
  addToHistory: (record: { techniqueId: string; mood: Mood | null; xpEarned: number }) =>
    apply((state) => userStateTransitions.addToHistory(state, record, new Date())),
  toggleFavorite: (techniqueId: string) =>
    apply((state) => userStateTransitions.toggleFavorite(state, techniqueId)),
  unlockBadge: (badgeId: string) => apply((state) => userStateTransitions.unlockBadge(state, badgeId)),
  reset: () => userStateChannel.set(initialUserState),
};
