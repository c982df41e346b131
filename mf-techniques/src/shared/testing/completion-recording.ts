import type { recordTechniqueCompletion } from '@steady/user-state';

/**
 * Fake timers for a tool's test, no session kept from the last test, and the completion save answering
 * as for a guest earning `xpEarned`. (The test file itself mocks `@steady/user-state`: jest.mock is hoisted
 * per file.)
 */
export function fakeTimersAndCompletion(
  recordCompletion: jest.MockedFunction<typeof recordTechniqueCompletion>,
  xpEarned: number,
): void {
  beforeEach(() => {
    jest.useFakeTimers();
    window.sessionStorage.clear();
    recordCompletion.mockResolvedValue({
      signedIn: false,
      xpEarned,
      premiumBonus: 0,
      limitReached: false,
      levelReached: null,
      badgesEarned: [],
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    recordCompletion.mockReset();
  });
}
