import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { badDayChannel, languageChannel, toastChannel } from '@steady/bus';
import type { Language } from '@steady/contracts';
import type { CompletionResult } from '@steady/user-state';
import { AppProviders } from './app-providers';
import { useCompletionNotice } from './use-completion-notice';
import { setChannelValue } from '@steady/bus/testing';

const earned: CompletionResult = {
  signedIn: true,
  xpEarned: 15,
  premiumBonus: 0,
  limitReached: false,
  levelReached: null,
  badgesEarned: [],
};

function noticesFor(result: CompletionResult, language: Language = 'en'): string[] {
  setChannelValue(languageChannel, language);
  setChannelValue(toastChannel, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders catalogs={{ en: {}, ru: {} }}>{children}</AppProviders>
  );
  const notice = renderHook(() => useCompletionNotice(), { wrapper }).result.current;
  act(() => notice(result, 'Tense and release'));
  return toastChannel.get().map((toast) => toast.message);
}

describe('the notice after a finished technique', () => {
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => {
    jest.useRealTimers();
    setChannelValue(languageChannel, 'en');
  });

  it('says the XP earned (spec §4)', () => {
    expect(noticesFor(earned)).toEqual(['+15 XP! completed: Tense and release']);
  });

  it("shows Premium's bonus beside the technique's own XP", () => {
    expect(noticesFor({ ...earned, premiumBonus: 7 })).toEqual([
      '+15 XP (+7 Premium)! completed: Tense and release',
    ]);
    expect(noticesFor({ ...earned, premiumBonus: 7 }, 'ru')).toEqual([
      '+15 XP (+7 Премиум)! Выполнено: Tense and release',
    ]);
  });

  it('explains why nothing was earned past the day’s limit', () => {
    expect(noticesFor({ ...earned, xpEarned: 0, limitReached: true })).toEqual([
      'Completed: Tense and release. It has already earned XP 3 times today, so this time it counts for your history and statistics only.',
    ]);
  });

  it('congratulates on a new level and announces each new badge by name, in the reader’s language', () => {
    const result = { ...earned, levelReached: 2, badgesEarned: ['first-step', 'from-a-newer-build'] };
    expect(noticesFor(result)).toEqual([
      '+15 XP! completed: Tense and release',
      'Congratulations on reaching level 2',
      'New badge: First step',
    ]);
    expect(noticesFor(result, 'ru').slice(1)).toEqual([
      'Поздравляем, вы достигли уровня 2',
      'Новый значок: Первый шаг',
    ]);
  });

  describe('while "Today is hard" is on', () => {
    beforeEach(() => setChannelValue(badDayChannel, { until: '2099-01-01T00:00:00.000Z' }));
    afterEach(() => setChannelValue(badDayChannel, { until: null }));

    it('says only that it is done: no XP, level or badge, in English and Russian', () => {
      const result = { ...earned, levelReached: 2, badgesEarned: ['first-step'] };
      expect(noticesFor(result)).toEqual(['Done: Tense and release. That counts — be gentle with yourself.']);
      expect(noticesFor(result, 'ru')).toEqual([
        'Готово: Tense and release. Это уже немало — будьте к себе бережны.',
      ]);
    });

    it('still says a sitting made offline is saved on the device', () => {
      expect(noticesFor({ ...earned, savedOffline: true })).toEqual([
        'Saved on this device — it will sync when you are back online.',
      ]);
    });

    it('announces XP again once the mode has ended by itself', () => {
      setChannelValue(badDayChannel, { until: '2000-01-01T00:00:00.000Z' });
      expect(noticesFor(earned)).toEqual(['+15 XP! completed: Tense and release']);
    });
  });
});
