import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdhdQuestion } from '@steady/contracts';
import { fakeApi, renderPage } from '../../../shared/testing/render-page';
import { AdhdQuestionnaire } from './AdhdQuestionnaire';

const scale = ['Never', 'Rarely', 'Sometimes', 'Often', 'Very often'].map((text, id) => ({ id, text }));
const questions: AdhdQuestion[] = ['First', 'Second', 'Third'].map((title, index) => ({
  id: `q${index + 1}`,
  translations: {
    en: { title: `${title} question?`, answers: scale },
    ru: { title: `Вопрос ${index + 1}?`, answers: scale },
  },
}));

function renderQuestionnaire() {
  return renderPage(<AdhdQuestionnaire userId="user-1" scaleVersion={2} questions={questions} />, {
    path: '/adhd-test',
  });
}

const radio = (name: string) => screen.getByRole('radio', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('the ADHD questionnaire', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows one question at a time with its progress, Next disabled until it is answered', async () => {
    const user = userEvent.setup();
    renderQuestionnaire();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'First question?' })).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();

    await user.click(radio('Often'));
    expect(radio('Often')).toHaveAttribute('aria-checked', 'true');
    expect(button('Next')).toBeEnabled();
    await user.click(button('Next'));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('chooses answers with Up and Down as a radio group, one tab stop for the group', async () => {
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.tab();
    expect(radio('Never')).toHaveFocus();
    expect(radio('Rarely')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    expect(radio('Rarely')).toHaveFocus();
    expect(radio('Rarely')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Never')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(radio('Very often')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Very often')).toHaveAttribute('tabindex', '0');
  });

  it('moves between questions with Left and Right, and only forward once answered', async () => {
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    await user.keyboard('{ }{ArrowRight}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    // Focus follows to the new question, so the keyboard user can answer straight away.
    expect(radio('Never')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(radio('Never')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Never')).toHaveFocus();
  });

  it('offers Submit on the last question, disabled until it is answered, and opens the result', async () => {
    const fetchMock = fakeApi(() => ({ status: 201, body: { id: 'R2d2R2d2R2d2R2d2R2d2R2' } }));
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Submit')).toBeDisabled();

    await user.keyboard('{ArrowUp}');
    await user.click(button('Submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/adhd-test/result/R2d2R2d2R2d2R2d2R2d2R2'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/adhd-test/submit');
    expect(JSON.parse(String(init?.body))).toEqual({
      answers: [
        { questionId: 'q1', answer: 1 },
        { questionId: 'q2', answer: 2 },
        { questionId: 'q3', answer: 4 },
      ],
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the answers and the place across a reload', async () => {
    const user = userEvent.setup();
    const first = renderQuestionnaire();
    await user.click(radio('Often'));
    await user.click(button('Next'));
    await user.click(radio('Rarely'));
    first.unmount();

    renderQuestionnaire();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(radio('Rarely')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/Your answers so far are kept/)).toBeInTheDocument();
    await user.click(button('Previous'));
    expect(radio('Often')).toHaveAttribute('aria-checked', 'true');
  });

  it('does not resume answers saved on an earlier scale, where the same ids meant other answers', () => {
    window.sessionStorage.setItem(
      'steady.adhdTest.progress.v1.user-1',
      JSON.stringify({ answers: { q1: 3, q2: 3 }, index: 2 }),
    );
    renderQuestionnaire();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Your answers so far are kept/)).not.toBeInTheDocument();
  });

  it.each([
    [400, { error: { code: 'validation_failed', message: 'x', fields: {} } }, 'Please answer all questions'],
    [
      503,
      { error: { code: 'service_unavailable', message: 'down' } },
      'Failed to submit results. Please try again',
    ],
  ])('says what went wrong when submitting answers %i', async (status, body, message) => {
    fakeApi(() => ({ status, body }));
    window.sessionStorage.setItem(
      'steady.adhdTest.progress.v2.user-1',
      JSON.stringify({ answers: { q1: 0, q2: 1, q3: 2 }, index: 2 }),
    );
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button('Submit')).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/adhd-test');
  });

  it('without consent to store, shows the score kept nowhere, with no share link', async () => {
    const unsavedScore = {
      score: 30,
      range: 'moderate',
      position: 30 / 51,
      parts: { traits: { score: 24, max: 39 }, dailyLife: { score: 6, max: 12 } },
      scale: {
        version: 2,
        ranges: [
          { id: 'low', min: 0, max: 16, label: { en: 'Low' } },
          { id: 'moderate', min: 17, max: 33, label: { en: 'Moderate' } },
          { id: 'high', min: 34, max: 51, label: { en: 'High' } },
        ],
      },
      interpretation: { en: { label: 'Moderate', text: 'Some traits show up often.' } },
      notice: {},
    };
    const fetchMock = fakeApi((method, url) =>
      url.startsWith('/api/adhd-test/score')
        ? { status: 200, body: unsavedScore }
        : {
            status: 403,
            body: {
              error: { code: 'forbidden', message: 'consent', reason: 'health_consent_required' },
            },
          },
    );
    window.sessionStorage.setItem(
      'steady.adhdTest.progress.v2.user-1',
      JSON.stringify({ answers: { q1: 0, q2: 1, q3: 2 }, index: 2 }),
    );
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.click(button('Submit'));
    await user.click(await screen.findByRole('button', { name: 'See my score without saving it' }));

    expect(await screen.findByRole('heading', { name: 'Your score (not saved)' })).toBeInTheDocument();
    expect(screen.getByText('Score: 30 of 51')).toBeInTheDocument();
    expect(screen.getByText('How much they affect daily life: 6 of 12')).toBeInTheDocument();
    expect(screen.getByText('Some traits show up often.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing you answered was stored/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    expect(button('I consent — save it')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/adhd-test/submit',
      '/api/adhd-test/score?lang=en',
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/adhd-test');
  });

  it('sends the user to the first unanswered question instead of submitting a gap', async () => {
    const fetchMock = fakeApi(() => ({ status: 201, body: { id: 'x' } }));
    window.sessionStorage.setItem(
      'steady.adhdTest.progress.v2.user-1',
      JSON.stringify({ answers: { q1: 0, q3: 2, q9: 1 }, index: 2 }),
    );
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.click(button('Submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer all questions');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(radio('Never'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
