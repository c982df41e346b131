import type { UserState } from '@steady/contracts';

/** Each case starts a fresh copy of the bus and this package, as the app's bootstrap starts them. */
function loadFreshChannel() {
  let loaded!: typeof import('./index');
  jest.isolateModules(() => {
    (require('@steady/bus') as typeof import('@steady/bus')).startBus();
    loaded = require('./index');
    loaded.startUserState();
  });
  return loaded;
}

const storedState: UserState = {
  currentMood: 'anxiety',
  favorites: ['box-breathing'],
  progress: { xp: 40, level: 2, xpToNextLevel: 150, completedTechniques: ['grounding'], badges: [] },
  history: [],
};

describe('userState persistence', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the initial state when nothing is stored', () => {
    const { userStateChannel } = loadFreshChannel();
    expect(userStateChannel.get()).toEqual({
      currentMood: null,
      favorites: [],
      progress: { xp: 0, level: 1, xpToNextLevel: 100, completedTechniques: [], badges: [] },
      history: [],
    });
  });

  it('restores a stored state', () => {
    localStorage.setItem('userState', JSON.stringify(storedState));
    expect(loadFreshChannel().userStateChannel.get()).toEqual(storedState);
  });

  it('falls back to the initial state, without a notice, when the stored value is unreadable', () => {
    localStorage.setItem('userState', '{not json');
    expect(loadFreshChannel().userStateChannel.get().progress.level).toBe(1);
    localStorage.setItem('userState', JSON.stringify({ currentMood: 'sleepy' }));
    expect(loadFreshChannel().userStateChannel.get().currentMood).toBeNull();
  });

  it('saves every change under the userState key', () => {
    const { userStateActions } = loadFreshChannel();
    userStateActions.setCurrentMood('overwhelm');
    userStateActions.toggleFavorite('brain-dump');
    const saved = JSON.parse(localStorage.getItem('userState') ?? '{}') as UserState;
    expect(saved.currentMood).toBe('overwhelm');
    expect(saved.favorites).toEqual(['brain-dump']);
  });

  it('ignores save failures and keeps the change in memory', () => {
    const { userStateActions, userStateChannel } = loadFreshChannel();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => userStateActions.setCurrentMood('irritability')).not.toThrow();
    expect(userStateChannel.get().currentMood).toBe('irritability');
    setItem.mockRestore();
  });
});

describe('userState actions (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('completing a technique appends it, adds the reward and reports a level-up', () => {
    const { userStateActions, userStateChannel } = loadFreshChannel();
    expect(userStateActions.completeTechnique('breathing', 60)).toBeNull();
    expect(userStateActions.completeTechnique('grounding', 50)).toBe(2);
    expect(userStateChannel.get().progress).toEqual({
      xp: 10,
      level: 2,
      xpToNextLevel: 150,
      completedTechniques: ['breathing', 'grounding'],
      badges: [],
    });
  });

  it('toggling a favorite adds it once and removes it on the second toggle', () => {
    const { userStateActions, userStateChannel } = loadFreshChannel();
    userStateActions.toggleFavorite('pomodoro');
    expect(userStateChannel.get().favorites).toEqual(['pomodoro']);
    userStateActions.toggleFavorite('pomodoro');
    expect(userStateChannel.get().favorites).toEqual([]);
  });

  it('unlocking a badge adds it only if it is not held yet', () => {
    const { userStateActions, userStateChannel } = loadFreshChannel();
    userStateActions.unlockBadge('first-step');
    userStateActions.unlockBadge('first-step');
    expect(userStateChannel.get().progress.badges).toEqual(['first-step']);
  });

  it('adding to history creates an entry with a timestamp id, the mood and the XP earned', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const { userStateActions, userStateChannel } = loadFreshChannel();
    userStateActions.addToHistory({ techniqueId: 'stop', mood: 'anxiety', xpEarned: 10 });
    expect(userStateChannel.get().history).toEqual([
      {
        id: String(Date.parse('2026-03-01T10:00:00.000Z')),
        techniqueId: 'stop',
        mood: 'anxiety',
        xpEarned: 10,
        timestamp: '2026-03-01T10:00:00.000Z',
      },
    ]);
    jest.useRealTimers();
  });

  it('adding a history entry appends it as given', () => {
    const { userStateActions, userStateChannel } = loadFreshChannel();
    const entry = {
      id: '1',
      techniqueId: 'gratitude',
      mood: null,
      xpEarned: 15,
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    userStateActions.addHistoryEntry(entry);
    expect(userStateChannel.get().history).toEqual([entry]);
  });
});
