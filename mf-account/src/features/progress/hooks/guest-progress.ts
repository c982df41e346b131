import {
  claimGuestProgressRequestSchema,
  maxClaimedHistoryEntries,
  type ClaimGuestProgressRequest,
  type UserState,
} from '@steady/contracts';

const claimedEntrySchema = claimGuestProgressRequestSchema.shape.history.def.element;
const maxCompletedTechniques = 500;
const maxBadges = 100;

const uniqueNewest = (ids: readonly string[], maximum: number) =>
  [...new Set(ids.map((id) => id.trim()).filter((id) => id !== '' && id.length <= 100))].slice(-maximum);

/** True when a guest earned anything on this device: XP, a level or a history entry. */
export function hasGuestProgress(state: UserState): boolean {
  return state.progress.xp > 0 || state.progress.level > 1 || state.history.length > 0;
}

/**
 * What this device offers a new account: the newest history entries the server accepts, and the technique
 * and badge lists within its limits. Entries it would refuse (a damaged timestamp) are left out rather
 * than failing the whole offer.
 */
export function guestProgressClaim(state: UserState): ClaimGuestProgressRequest {
  return {
    progress: {
      ...state.progress,
      completedTechniques: uniqueNewest(state.progress.completedTechniques, maxCompletedTechniques),
      badges: uniqueNewest(state.progress.badges, maxBadges),
    },
    history: state.history
      .filter((entry) => claimedEntrySchema.safeParse(entry).success)
      .slice(-maxClaimedHistoryEntries),
  };
}
