import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onQueuedWriteSent, type QueuedWrite } from '@steady/api-client';
import { languageChannel, toastChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { AppProviders } from './app-providers';
import { useSyncedProgressNotice } from './use-synced-progress-notice';

jest.mock('@steady/api-client', () => ({
  ...jest.requireActual('@steady/api-client'),
  onQueuedWriteSent: jest.fn(() => () => true),
}));

const completionKeptOffline: QueuedWrite = {
  key: 'k1',
  method: 'POST',
  path: '/user/update-xp',
  body: { xp: 10, techniqueId: 'breath-loop' },
  userId: 'u1',
  queuedAt: '2026-03-01T10:00:00.000Z',
};

/** Mounts the notice, then lets the queue report that the server took a kept write with this answer. */
function noticesWhenSent(answer: unknown, language: 'en' | 'ru' = 'en'): string[] {
  setChannelValue(languageChannel, language);
  setChannelValue(toastChannel, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders catalogs={{ en: {}, ru: {} }}>{children}</AppProviders>
  );
  const { unmount } = renderHook(() => useSyncedProgressNotice(), { wrapper });
  const listener = jest.mocked(onQueuedWriteSent).mock.lastCall?.[0];
  act(() => listener?.(completionKeptOffline, answer));
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
    const answer = { xp: 110, level: 2, levelReached: 2, badgesEarned: ['first-step'] };
    expect(noticesWhenSent(answer)).toEqual(['Congratulations on reaching level 2', 'New badge: First step']);
    expect(noticesWhenSent(answer, 'ru')).toEqual([
      'Поздравляем, вы достигли уровня 2',
      'Новый значок: Первый шаг',
    ]);
  });

  it('announces a badge a synced rating earned, and stays silent when nothing was earned', () => {
    expect(noticesWhenSent({ id: '42', effectiveness: 9, badgesEarned: ['first-step'] })).toEqual([
      'New badge: First step',
    ]);
    expect(noticesWhenSent({ levelReached: null, badgesEarned: [] })).toEqual([]);
    expect(noticesWhenSent(undefined)).toEqual([]);
  });
});
