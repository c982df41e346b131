import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { authChannel, authTransitions } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { Language } from '@steady/contracts';
import { uiCatalogs } from '../i18n/ui-messages';
import { theme } from '../theme/theme';
import { CrisisHelp } from './crisis-help';

function renderIn(language: Language) {
  render(
    <IntlProvider locale={language} messages={uiCatalogs[language]}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <CrisisHelp />
        </MemoryRouter>
      </ThemeProvider>
    </IntlProvider>,
  );
}

const signIn = () =>
  setChannelValue(
    authChannel,
    authTransitions.signedIn(
      {
        id: 'user-1',
        name: 'Ann',
        email: 'ann@example.com',
        photo: null,
        memberSince: '2026-03-01T12:00:00.000Z',
        subscription_status: 'inactive',
      },
      'token-1',
    ),
  );

describe('crisis help', () => {
  afterEach(() => setChannelValue(authChannel, authTransitions.signedOut));

  it('names 112 for Russia as well as for Europe, in English', () => {
    renderIn('en');
    expect(screen.getByRole('region', { name: 'If you are in crisis' })).toHaveTextContent(
      'Call 112 in Russia and across Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
    );
  });

  it('names 112 for Russia as well as for Europe, in Russian', () => {
    renderIn('ru');
    expect(screen.getByRole('region', { name: 'Если нужна срочная помощь' })).toHaveTextContent(
      'Звоните 112 в России и в Европе, 911 или 988 в США, а в других странах — по местному номеру экстренных служб.',
    );
  });

  it('opens a signed-in user’s safety plan in one tap, in both languages', () => {
    signIn();
    renderIn('en');
    expect(screen.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    renderIn('ru');
    expect(screen.getByRole('link', { name: 'Открыть мой план безопасности' })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
  });

  it.each(['en', 'ru'] as const)(
    'shows a guest the numbers only, each a tap-to-call link, with no sign-in prompt before them (%s)',
    (language) => {
      renderIn(language);
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['112', 'tel:112'],
        ['911', 'tel:911'],
        ['988', 'tel:988'],
      ]);
    },
  );

  describe('with a trusted person', () => {
    const answerTrustedPerson = (status: string) => {
      const person = {
        name: 'Anna',
        email: 'anna@example.com',
        language: 'en',
        yourName: 'Ann',
        status,
        askedAt: '2026-03-01T12:00:00.000Z',
        answeredAt: null,
        weekly: false,
        personWantsWeekly: false,
        weeklyLine: '',
        messagesLeft: 3,
      };
      global.fetch = jest.fn(async () => ({
        ok: true,
        status: 200,
        json: async () => ({ person }),
      })) as never;
    };

    it.each([
      ['en', 'Message Anna'],
      ['ru', 'Написать доверенному человеку — Anna'],
    ] as const)(
      'offers “Message <name>” next to the safety plan once they agreed (%s)',
      async (language, label) => {
        answerTrustedPerson('agreed');
        signIn();
        renderIn(language);
        expect(await screen.findByRole('link', { name: label })).toHaveAttribute(
          'href',
          '/trusted-person/message',
        );
      },
    );

    it('offers nothing while the person has not agreed', async () => {
      answerTrustedPerson('waiting');
      signIn();
      renderIn('en');
      await screen.findByRole('link', { name: 'Open my safety plan' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('link', { name: /Message/ })).toBeNull();
      expect(global.fetch).toHaveBeenCalled();
    });
  });
});
