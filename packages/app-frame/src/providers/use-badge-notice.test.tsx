import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { badDayChannel, languageChannel, toastChannel } from '@steady/bus';
import type { Language } from '@steady/contracts';
import { AppProviders } from './app-providers';
import { useBadgeNotice } from './use-badge-notice';
import { setChannelValue } from '@steady/bus/testing';

function noticesFor(badges: string[], language: Language = 'en'): string[] {
  setChannelValue(languageChannel, language);
  setChannelValue(toastChannel, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders catalogs={{ en: {}, ru: {} }}>{children}</AppProviders>
  );
  const notice = renderHook(() => useBadgeNotice(), { wrapper }).result.current;
  act(() => notice(badges));
  return toastChannel.get().map((toast) => toast.message);
}

describe('the notice of a badge earned outside a technique (a journal entry, say)', () => {
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => {
    jest.useRealTimers();
    setChannelValue(languageChannel, 'en');
  });
  afterEach(() => setChannelValue(badDayChannel, { until: null }));

  it('names each new badge in the reader’s language', () => {
    expect(noticesFor(['first-step'])).toEqual(['New badge: First step']);
    expect(noticesFor(['first-step'], 'ru')).toEqual(['Новый значок: Первый шаг']);
  });

  it('stays quiet while "Today is hard" is on, in English and Russian', () => {
    setChannelValue(badDayChannel, { until: '2099-01-01T00:00:00.000Z' });
    expect(noticesFor(['first-step'])).toEqual([]);
    expect(noticesFor(['first-step'], 'ru')).toEqual([]);
  });
});
