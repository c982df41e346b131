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
const ownedUserState = createChannel<UserState>('userState', initialUserState);
export const userStateChannel = ownedUserState.channel;

const apply = (transition: (state: UserState) => UserState) => ownedUserState.set(transition);

/**
 * Restores the state saved on this device and saves each change from now on. Also, while an account
 * is signed in, the local state mirrors it: when that session ends (logout, a 401, a stored token
 * rejected at start-up) the copy is cleared, or the next person to sign up on this device would be
 * offered it as their own guest progress. A sign-in that never completed leaves a guest's progress alone.
 * Run once, by startUserState.
 */
export function restoreUserStateAndFollowAuth(): void {
  ownedUserState.set(readStored(storageKeys.userState, userStateSchema, initialUserState));
  userStateChannel.subscribe((state) => writeStored(storageKeys.userState, state));

  let accountOnDevice = authChannel.get().token !== null;
  authChannel.subscribe(({ isAuthenticated, token }) => {
    if (isAuthenticated) accountOnDevice = true;
    if (token === null && accountOnDevice) {
      accountOnDevice = false;
      ownedUserState.set(initialUserState);
    }
  });
}

/** The actions every remote calls; each change is saved to localStorage. */
export const userStateActions = {
  setCurrentMood: (mood: Mood | null) => apply((state) => userStateTransitions.setCurrentMood(state, mood)),

  /** Returns the level reached when the reward levelled the user up, else null. */
  completeTechnique(techniqueId: string, rewardXp: number): number | null {
    const result = userStateTransitions.completeTechnique(userStateChannel.get(), techniqueId, rewardXp);
    ownedUserState.set(result.state);
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
  reset: () => ownedUserState.set(initialUserState),
};
