import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { Language } from '@steady/contracts';
import { uiCatalogs } from '../i18n/ui-messages';
import { theme } from '../theme/theme';
import { CrisisHelp } from './crisis-help';

function renderIn(language: Language) {
  render(
    <IntlProvider locale={language} messages={uiCatalogs[language]}>
      <ThemeProvider theme={theme}>
        <CrisisHelp />
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe('crisis help', () => {
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

  it.each(['en', 'ru'] as const)('makes every number a tap-to-call link (%s)', (language) => {
    renderIn(language);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['112', 'tel:112'],
      ['911', 'tel:911'],
      ['988', 'tel:988'],
    ]);
  });
});
