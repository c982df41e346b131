import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { createPageRenderer } from '@steady/app-frame/testing';
import type { Language } from '@steady/contracts';
import { catalogs } from '../../../i18n/catalogs';
import { SupportPage } from '../../support';
import { Footer } from './Footer';

const renderPage = createPageRenderer(catalogs);

/** The footer on the home page and the support page it links to, as the shell routes them. */
function renderFromHome(language: Language) {
  act(() => setChannelValue(languageChannel, language));
  renderPage(
    <>
      <main>
        <Routes>
          <Route path="/" element={null} />
          <Route path="/support" element={<SupportPage />} />
        </Routes>
      </main>
      <Footer />
    </>,
    { path: '/', route: '/*' },
  );
}

describe('the footer’s crisis link', () => {
  it.each([
    ['en', /here is what to do and whom to call/, 'If you are in crisis', 'Questions about Steady'],
    ['ru', /Что делать и куда звонить/, 'Если нужна срочная помощь', 'Есть вопросы о Steady'],
  ] as const)(
    'lands on the crisis help, placed before account and Premium help (%s)',
    async (language, link, crisisTitle, lead) => {
      const user = userEvent.setup();
      renderFromHome(language);
      await user.click(screen.getByRole('link', { name: link }));

      const crisis = screen.getByRole('region', { name: crisisTitle });
      expect(crisis).toHaveFocus();
      expect(crisis).toHaveTextContent('112');
      const accountHelp = screen.getByText(new RegExp(lead));
      expect(crisis.compareDocumentPosition(accountHelp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
