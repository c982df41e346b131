import { badgeIds, badgeStandings, newlyEarnedBadges, type BadgeFacts } from './badges';

const noFacts: BadgeFacts = {
  completions: 0,
  toolsTried: 0,
  pomodorosFinished: 0,
  minutesPractised: 0,
  statesPractised: 0,
  statesHelped: 0,
  mostActiveDaysInOneMonth: 0,
  longestReturnAfterBreak: 0,
  journalEntries: 0,
  completeCheckIns: 0,
  level: 1,
};

const earnedWith = (facts: Partial<BadgeFacts>) => newlyEarnedBadges([], { ...noFacts, ...facts });

describe('badge rules', () => {
  it('has at least twelve badges, each with its own id', () => {
    expect(badgeIds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(badgeIds).size).toBe(badgeIds.length);
  });

  it('gives nothing before anything is done', () => {
    expect(earnedWith({})).toEqual([]);
  });

  it('gives "first step" for the first finished technique', () => {
    expect(earnedWith({ completions: 1 })).toEqual(['first-step']);
  });

  it('counts different tools: three, then all twelve', () => {
    expect(earnedWith({ completions: 3, toolsTried: 3 })).toEqual(['first-step', 'three-tools']);
    expect(earnedWith({ completions: 12, toolsTried: 11 })).not.toContain('all-tools');
    expect(earnedWith({ completions: 12, toolsTried: 12 })).toContain('all-tools');
  });

  it('rewards practice amounts: 10 and 50 techniques, an hour, a first Pomodoro, level 5', () => {
    expect(earnedWith({ completions: 10 })).toEqual(['first-step', 'ten-techniques']);
    expect(earnedWith({ completions: 50 })).toContain('fifty-techniques');
    expect(earnedWith({ minutesPractised: 59 })).toEqual([]);
    expect(earnedWith({ minutesPractised: 60 })).toEqual(['hour-of-practice']);
    expect(earnedWith({ pomodorosFinished: 1 })).toEqual(['first-focus']);
    expect(earnedWith({ level: 4 })).toEqual([]);
    expect(earnedWith({ level: 5 })).toEqual(['level-five']);
  });

  it('rewards finding what helps: all five states practised, three states helped', () => {
    expect(earnedWith({ statesPractised: 5 })).toEqual(['all-states']);
    expect(earnedWith({ statesHelped: 2 })).toEqual([]);
    expect(earnedWith({ statesHelped: 3 })).toEqual(['three-states-helped']);
  });

  it('rewards coming back, never days in a row: 7 active days in a month, a return after 14 days away', () => {
    expect(earnedWith({ mostActiveDaysInOneMonth: 7 })).toEqual(['seven-days-in-a-month']);
    expect(earnedWith({ longestReturnAfterBreak: 13 })).toEqual([]);
    expect(earnedWith({ longestReturnAfterBreak: 14 })).toEqual(['welcome-back']);
  });

  it('rewards the journal: a first entry, five complete check-ins', () => {
    expect(earnedWith({ journalEntries: 1 })).toEqual(['first-journal-entry']);
    expect(earnedWith({ completeCheckIns: 4 })).toEqual([]);
    expect(earnedWith({ completeCheckIns: 5 })).toEqual(['five-check-ins']);
  });

  it('announces a badge only once: held badges are not earned again', () => {
    const facts = { ...noFacts, completions: 10 };
    expect(newlyEarnedBadges(['first-step'], facts)).toEqual(['ten-techniques']);
    expect(newlyEarnedBadges(['first-step', 'ten-techniques'], facts)).toEqual([]);
  });

  it('tells how far along each badge is, capped at its target', () => {
    const standings = badgeStandings({
      ...noFacts,
      completions: 4,
      toolsTried: 2,
      longestReturnAfterBreak: 30,
    });
    expect(standings.find((badge) => badge.id === 'ten-techniques')).toEqual({
      id: 'ten-techniques',
      current: 4,
      target: 10,
      met: false,
      showsProgress: true,
    });
    expect(standings.find((badge) => badge.id === 'all-tools')).toMatchObject({ current: 2, target: 12 });
    expect(standings.find((badge) => badge.id === 'welcome-back')).toMatchObject({
      current: 14,
      met: true,
      showsProgress: false,
    });
  });
});
