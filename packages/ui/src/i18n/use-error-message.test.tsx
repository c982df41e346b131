import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiError } from '@steady/api-client';
import type { Language } from '@steady/contracts';
import { uiCatalogs } from './ui-messages';
import { useErrorMessage } from './use-error-message';

function describeIn(language: Language, error: unknown): string {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={language} messages={uiCatalogs[language]}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useErrorMessage(), { wrapper }).result.current(error);
}

describe('the words a failed call is shown with', () => {
  it("use the text for the server's reason in the reader's language, never the server's English", () => {
    const error = new ApiError(404, 'not_found', 'History record not found', {}, 'history_record_not_found');
    expect(describeIn('en', error)).toBe('We could not find this entry in your history.');
    expect(describeIn('ru', error)).toBe('Не удалось найти эту запись в истории.');
  });

  it('fall back to the text for the broad code when there is no reason', () => {
    const error = new ApiError(409, 'conflict', 'Some newer conflict');
    expect(describeIn('ru', error)).toBe(
      'Сейчас это сделать нельзя. Обновите страницу и попробуйте ещё раз.',
    );
  });

  it('say the service is down, or the network is gone, so the user knows to retry', () => {
    expect(describeIn('en', new ApiError(503, 'service_unavailable', 'down'))).toBe(
      'This service is temporarily unavailable. Please try again in a moment.',
    );
    expect(describeIn('en', new ApiError(0, 'network_error', 'offline'))).toBe(
      'We could not reach Steady. Check your connection and try again.',
    );
  });

  it('say a service is taking too long when the gateway gave up waiting for it', () => {
    const error = new ApiError(504, 'gateway_timeout', 'The content service took too long to answer.');
    expect(describeIn('en', error)).toBe(
      'This service is taking too long to answer. Please try again in a moment.',
    );
    expect(describeIn('ru', error)).toBe(
      'Сервис слишком долго не отвечает. Попробуйте ещё раз через минуту.',
    );
  });

  it('give a calm generic line for anything that is not an API error', () => {
    expect(describeIn('ru', new Error('boom'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});
