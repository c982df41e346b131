import { act, screen } from '@testing-library/react';
import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import type { AdhdTest } from '@steady/contracts';
import { fakeApi, renderPage } from '../../../shared/testing/render-page';
import { AdhdTestPage } from './AdhdTestPage';
import { setChannelValue } from '@steady/bus/testing';

const scale = ['Never', 'Rarely', 'Sometimes', 'Often', 'Very often'].map((text, id) => ({ id, text }));
const notice = (language: string) => ({
  instructions: `${language}: think about the last six months.`,
  selfReflection: `${language}: a self-reflection, not a diagnosis.`,
  getHelp: `${language}: talk to a doctor.`,
});
const test: AdhdTest = {
  version: 2,
  questions: [
    {
      id: 'q1',
      translations: {
        en: { title: 'Do you lose your keys?', answers: scale },
        ru: { title: 'Теряете ли вы ключи?', answers: scale },
      },
    },
  ],
  notice: { en: notice('EN'), ru: notice('RU') },
};

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive' as const,
};

describe('the ADHD test page', () => {
  afterEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      setChannelValue(languageChannel, 'en');
    }),
  );

  it('tells guests what the test is, the notice, and that they need to log in', async () => {
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    fakeApi(() => ({ status: 200, body: test }));
    renderPage(<AdhdTestPage />, { path: '/adhd-test' });
    expect(await screen.findByText('EN: a self-reflection, not a diagnosis.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'If you are in crisis' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to take the test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('gives signed-in users the questions, and switches language without asking the server again', async () => {
    act(() => setChannelValue(authChannel, authTransitions.signedIn(user, 'token')));
    const fetchMock = fakeApi(() => ({ status: 200, body: test }));
    renderPage(<AdhdTestPage />, { path: '/adhd-test' });
    expect(await screen.findByRole('radiogroup', { name: 'Do you lose your keys?' })).toBeInTheDocument();
    expect(screen.queryByText('You need to be logged in to take the test')).not.toBeInTheDocument();

    act(() => setChannelValue(languageChannel, 'ru'));
    expect(screen.getByRole('radiogroup', { name: 'Теряете ли вы ключи?' })).toBeInTheDocument();
    expect(screen.getByText('Вопрос 1 из 1')).toBeInTheDocument();
    expect(screen.getByText('RU: a self-reflection, not a diagnosis.')).toBeInTheDocument();
    // The crisis block asks for the user's trusted person; the test itself is asked for once.
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/adhd-test'))).toHaveLength(1);
  });

  it('says so when the test cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, body: null }));
    renderPage(<AdhdTestPage />, { path: '/adhd-test' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the test. Please try again later.',
    );
  });
});
