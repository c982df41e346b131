import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { languageChannel, toastChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { announceSyncedEarnings, type SyncedEarnings } from '@steady/user-state';
import { AppProviders } from './app-providers';
import { useSyncedProgressNotice } from './use-synced-progress-notice';

jest.mock('@steady/user-state', () => ({
  ...jest.requireActual('@steady/user-state'),
  announceSyncedEarnings: jest.fn(() => () => undefined),
}));

/** Mounts the notice, then lets user-state report what a write sent later earned. */
function noticesFor(earnings: SyncedEarnings, language: 'en' | 'ru' = 'en'): string[] {
  setChannelValue(languageChannel, language);
  setChannelValue(toastChannel, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders catalogs={{ en: {}, ru: {} }}>{children}</AppProviders>
  );
  const { unmount } = renderHook(() => useSyncedProgressNotice(), { wrapper });
  const announce = jest.mocked(announceSyncedEarnings).mock.lastCall?.[0];
  act(() => announce?.(earnings));
  unmount();
  return toastChannel.get().map((toast) => toast.message);
}

describe('the notice when a write saved offline reaches the server', () => {
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => {
    jest.useRealTimers();
    setChannelValue(languageChannel, 'en');
  });

  it('congratulates on the level and announces the badges the synced completion earned', () => {
    const earnings = { levelReached: 2, badgesEarned: ['first-step'] };
    expect(noticesFor(earnings)).toEqual(['Congratulations on reaching level 2', 'New badge: First step']);
    expect(noticesFor(earnings, 'ru')).toEqual([
      'Поздравляем, вы достигли уровня 2',
      'Новый значок: Первый шаг',
    ]);
  });

  it('announces a badge a synced rating or journal entry earned, with no level', () => {
    expect(noticesFor({ levelReached: null, badgesEarned: ['first-journal-entry'] })).toEqual([
      'New badge: First entry',
    ]);
  });
});
