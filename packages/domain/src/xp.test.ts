import {
  addExperience,
  completionReward,
  completionXpOnPlan,
  initialProgress,
  xpCompletionsPerTechniquePerDay,
} from './xp';

describe('adding experience (spec §4 XP rule)', () => {
  it('starts at level 1 with 100 XP to the next level', () => {
    expect(initialProgress).toMatchObject({ xp: 0, level: 1, xpToNextLevel: 100 });
  });

  it('adds XP below the threshold without levelling up', () => {
    const result = addExperience(initialProgress, 10);
    expect(result.progress).toMatchObject({ xp: 10, level: 1, xpToNextLevel: 100 });
    expect(result.levelReached).toBeNull();
  });

  it('levels up when XP reaches the threshold exactly', () => {
    const result = addExperience({ ...initialProgress, xp: 90 }, 10);
    expect(result.progress).toMatchObject({ xp: 0, level: 2, xpToNextLevel: 150 });
    expect(result.levelReached).toBe(2);
  });

  it('carries the surplus over and multiplies the threshold by 1.5 rounded down', () => {
    const result = addExperience({ ...initialProgress, xp: 140, level: 2, xpToNextLevel: 150 }, 25);
    expect(result.progress).toMatchObject({ xp: 15, level: 3, xpToNextLevel: 225 });
    const next = addExperience(result.progress, 215);
    expect(next.progress).toMatchObject({ xp: 5, level: 4, xpToNextLevel: 337 });
  });

  it('levels up only once per addition even when the surplus covers the next threshold', () => {
    const result = addExperience(initialProgress, 500);
    expect(result.progress).toMatchObject({ xp: 400, level: 2, xpToNextLevel: 150 });
  });

  it('ignores negative and fractional amounts rather than taking XP away', () => {
    expect(addExperience(initialProgress, -30).progress.xp).toBe(0);
    expect(addExperience(initialProgress, 10.9).progress.xp).toBe(10);
  });
});

describe('what one completion earns', () => {
  it('is the technique’s XP on the free plan', () => {
    expect(completionReward(15, { premium: false, earlierCompletionsToday: 0 })).toEqual({
      xpEarned: 15,
      premiumBonus: 0,
      limitReached: false,
    });
  });

  it('adds half as much again for Premium, rounded down (+15 XP, +7 Premium)', () => {
    expect(completionReward(15, { premium: true, earlierCompletionsToday: 0 })).toEqual({
      xpEarned: 15,
      premiumBonus: 7,
      limitReached: false,
    });
    expect(completionReward(10, { premium: true, earlierCompletionsToday: 2 }).premiumBonus).toBe(5);
    expect(completionReward(30, { premium: true, earlierCompletionsToday: 0 }).premiumBonus).toBe(15);
  });

  it('earns nothing once the same technique has earned XP three times that day', () => {
    expect(xpCompletionsPerTechniquePerDay).toBe(3);
    expect(completionReward(20, { premium: true, earlierCompletionsToday: 3 })).toEqual({
      xpEarned: 0,
      premiumBonus: 0,
      limitReached: true,
    });
  });
});

describe('what a completion pays on a plan', () => {
  it("is the technique's XP on the free plan and one and a half times it (rounded down) with Premium", () => {
    expect(completionXpOnPlan(30, false)).toBe(30);
    expect(completionXpOnPlan(30, true)).toBe(45);
    expect(completionXpOnPlan(15, true)).toBe(22);
  });
});
