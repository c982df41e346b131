import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiError } from '@steady/api-client';
import type { Language } from '@steady/contracts';
import { uiCatalogs } from './ui-messages';
import { loadErrorReasonTexts, useErrorMessage } from './use-error-message';

function renderIn(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={language} messages={uiCatalogs[language]}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useErrorMessage(), { wrapper });
}

function describeIn(language: Language, error: unknown): string {
  return renderIn(language).result.current(error);
}

describe('the words a failed call is shown with', () => {
  it("show the broad code's words at once, then the server's reason's own text when it has arrived", async () => {
    const error = new ApiError(404, 'not_found', 'History record not found', {}, 'history_record_not_found');
    const { result } = renderIn('ru');
    expect(result.current(error)).toBe('Не удалось найти то, что вы ищете.');
    await waitFor(() => expect(result.current(error)).toBe('Не удалось найти эту запись в истории.'));
  });

  it("use the text for the server's reason in the reader's language, never the server's English", async () => {
    await loadErrorReasonTexts('en');
    const error = new ApiError(409, 'conflict', 'Email already registered', {}, 'email_taken');
    expect(describeIn('en', error)).toBe('An account with this email already exists.');
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
