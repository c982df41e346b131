import { claimGuestProgressRequestSchema, type UserState } from '@steady/contracts';
import { initialUserState } from '@steady/user-state';
import { guestProgressClaim, hasGuestProgress } from './guest-progress';

const entry = (index: number) => ({
  id: String(index),
  techniqueId: 'breath-loop',
  mood: null,
  xpEarned: 10,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
});

describe('guest progress on this device', () => {
  it('is there once the guest earned XP, a level or a history entry', () => {
    expect(hasGuestProgress(initialUserState)).toBe(false);
    expect(hasGuestProgress({ ...initialUserState, favorites: ['a'], currentMood: 'anxiety' })).toBe(false);
    const progress = initialUserState.progress;
    expect(hasGuestProgress({ ...initialUserState, progress: { ...progress, xp: 10 } })).toBe(true);
    expect(hasGuestProgress({ ...initialUserState, progress: { ...progress, level: 2 } })).toBe(true);
    expect(hasGuestProgress({ ...initialUserState, history: [entry(0)] })).toBe(true);
  });

  it('is offered as a claim the server accepts: newest 200 entries, damaged ones left out, lists de-duplicated', () => {
    const state: UserState = {
      ...initialUserState,
      progress: {
        ...initialUserState.progress,
        xp: 40,
        completedTechniques: ['a', 'b', 'a', ' '],
        badges: [],
      },
      history: [
        { ...entry(0), timestamp: 'last Tuesday' },
        ...Array.from({ length: 250 }, (_, index) => entry(index + 1)),
      ],
    };
    const claim = guestProgressClaim(state);
    expect(claimGuestProgressRequestSchema.safeParse(claim).success).toBe(true);
    expect(claim.history).toHaveLength(200);
    expect(claim.history[0]?.id).toBe('51');
    expect(claim.progress.completedTechniques).toEqual(['a', 'b']);
  });
});
