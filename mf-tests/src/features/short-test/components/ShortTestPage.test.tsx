import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChannel } from '@steady/bus';
import type { ShortTestQuestion } from '@steady/contracts';
import { fakeApi, renderPage } from '../../../shared/testing/render-page';
import { ShortTestPage } from './ShortTestPage';
import { setChannelValue } from '@steady/bus/testing';

function question(id: string, title: string): ShortTestQuestion {
  return {
    id,
    title,
    answers: ['a', 'b', 'c', 'd', 'e'].map((letter) => ({
      id: `${id}${letter}`,
      text: `${title} ${letter}`,
    })),
  };
}

const questions = ['s1', 's2', 's3', 's4', 's5'].map((id, index) => question(id, `Question ${index + 1}`));
const tieBreaker = (language: string) =>
  question('tb', language === 'ru' ? 'Решающий вопрос' : 'Deciding question');

/** A server that ties on anxiety and overwhelm unless the tiebreaker was answered ("tbe" = overwhelm). */
function tyingServer() {
  return fakeApi((method, url, body) => {
    const language = new URL(url, 'http://x').searchParams.get('lang') ?? 'en';
    if (method === 'GET') return { status: 200, body: { questions } };
    const answers = body as { questionId: string; answerId: string }[];
    const decided = answers.find((answer) => answer.questionId === 'tb');
    if (decided)
      return { status: 200, body: { resultState: decided.answerId === 'tbe' ? 'overwhelm' : 'anxiety' } };
    return {
      status: 200,
      body: { needTieBreaker: true, tieBreaker: tieBreaker(language), candidates: ['anxiety', 'overwhelm'] },
    };
  });
}

async function answerAllFive(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Question 1 of 5');
  await user.tab();
  for (let step = 0; step < 4; step += 1) await user.keyboard('{ArrowDown}{ArrowRight}');
  await user.keyboard('{ArrowDown}');
}

describe('the short test page', () => {
  afterEach(() => act(() => setChannelValue(languageChannel, 'en')));

  it('names a clear winner, links to its recommendations and offers crisis help', async () => {
    fakeApi((method) =>
      method === 'GET'
        ? { status: 200, body: { questions } }
        : { status: 200, body: { resultState: 'procrastination' } },
    );
    const user = userEvent.setup();
    renderPage(<ShortTestPage />, { path: '/short-test' });
    await answerAllFive(user);
    expect(screen.getByRole('button', { name: 'Show my result' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Show my result' }));

    expect(await screen.findByText('Procrastination')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what helps' })).toHaveAttribute(
      'href',
      '/recommendations/procrastination',
    );
    expect(screen.getByRole('region', { name: 'If you are in crisis' })).toHaveTextContent(
      'Call 112 in Russia and across Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
    );
  });

  it('asks the tiebreaker when answers tie, and its answer decides', async () => {
    const fetchMock = tyingServer();
    const user = userEvent.setup();
    renderPage(<ShortTestPage />, { path: '/short-test' });
    await answerAllFive(user);
    await user.click(screen.getByRole('button', { name: 'Show my result' }));

    expect(await screen.findByRole('radiogroup', { name: 'Deciding question' })).toBeInTheDocument();
    expect(screen.getByText(/Anxiety and Overwhelm/)).toBeInTheDocument();
    expect(screen.queryByText(/Question \d of 5/)).not.toBeInTheDocument();
    // The tiebreaker takes focus, so the keyboard user answers it at once.
    expect(screen.getByRole('radio', { name: 'Deciding question a' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Show my result' }));

    expect(await screen.findByRole('link', { name: 'See what helps' })).toHaveAttribute(
      'href',
      '/recommendations/overwhelm',
    );
    const lastBody = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(lastBody).toHaveLength(6);
    expect(lastBody.at(-1)).toEqual({ questionId: 'tb', answerId: 'tbe' });
  });

  it('asks the questions and the tiebreaker again in Russian after a language switch', async () => {
    const fetchMock = tyingServer();
    const user = userEvent.setup();
    renderPage(<ShortTestPage />, { path: '/short-test' });
    await answerAllFive(user);
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    await screen.findByRole('radiogroup', { name: 'Deciding question' });

    act(() => setChannelValue(languageChannel, 'ru'));
    expect(await screen.findByRole('radiogroup', { name: 'Решающий вопрос' })).toBeInTheDocument();
    expect(screen.getByText(/Тревога и Перегрузка/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/short-test?lang=ru');
  });

  it('says so when the questions cannot be loaded', async () => {
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    renderPage(<ShortTestPage />, { path: '/short-test' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the test. Please try again later.',
    );
  });
});
