import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import type { AdhdResult } from '@steady/contracts';
import { fakeApi, renderPage } from '../../../shared/testing/render-page';
import { AdhdResultPage } from './AdhdResultPage';
import { setChannelValue } from '@steady/bus/testing';

const resultId = 'Abc123Abc123Abc123Abc1';
const result: AdhdResult = {
  id: resultId,
  score: 23,
  range: 'moderate',
  scale: {
    version: 2,
    ranges: [
      { id: 'low', min: 0, max: 16, label: { en: 'Few of these traits', ru: 'Таких черт немного' } },
      { id: 'moderate', min: 17, max: 33, label: { en: 'Some of these traits', ru: 'Такие черты заметны' } },
      { id: 'high', min: 34, max: 51, label: { en: 'Many of these traits', ru: 'Таких черт много' } },
    ],
  },
  interpretation: {
    en: { label: 'Some of these traits', text: 'Your answers show a noticeable number of traits.' },
    ru: { label: 'Такие черты заметны', text: 'В ваших ответах заметно немало черт.' },
  },
  notice: {
    en: {
      instructions: 'Think about the last six months.',
      selfReflection: 'This is a self-reflection, not a diagnosis.',
      getHelp: 'Talk to a doctor.',
    },
  },
  created_at: '2026-02-03T10:00:00.000Z',
  position: 23 / 51,
  parts: { traits: { score: 19, max: 39 }, dailyLife: { score: 4, max: 12 } },
  shared: true,
};

function renderResult() {
  return renderPage(<AdhdResultPage />, {
    path: `/adhd-test/result/${resultId}`,
    route: '/adhd-test/result/:resultId',
  });
}

describe('the ADHD result page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      setChannelValue(languageChannel, 'en');
      setChannelValue(authChannel, authTransitions.signedOut);
    });
  });

  function signInAs(id: string) {
    const user = {
      id,
      name: 'Ann',
      email: `${id}@example.com`,
      memberSince: '2026-01-01',
      subscription_status: 'inactive' as const,
    };
    act(() => setChannelValue(authChannel, authTransitions.signedIn(user, 'token')));
  }

  /** The result itself, and the signed-in viewer's own results (with or without this one). */
  function fakeResultApi(ownIds: readonly string[]) {
    return fakeApi((_method, url) =>
      url.startsWith('/api/adhd-test/results')
        ? {
            status: 200,
            body: {
              results: ownIds.map((id) => ({
                id,
                score: 23,
                range: 'moderate',
                created_at: result.created_at,
              })),
            },
          }
        : { status: 200, body: result },
    );
  }

  it('tells a guest who opens a shared link that the result was shared with them, not that it is theirs', async () => {
    const fetchMock = fakeResultApi([]);
    renderResult();
    expect(await screen.findByText('Score: 23 of 51')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A self-reflection result shared with you',
    );
    expect(screen.getByText(/Someone shared this result with you/)).toBeInTheDocument();
    // A guest's page never asks for "my results" (that would send them to log in).
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/adhd-test/result/${resultId}`]);
  });

  it('tells a signed-in person whose result it is not that it was shared with them', async () => {
    signInAs('someone-else');
    fakeResultApi(['OtherResultOtherResult1']);
    renderResult();
    expect(await screen.findByText('Score: 23 of 51')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A self-reflection result shared with you',
    );
  });

  it('calls the result "your result" for the person who took the test, in both languages', async () => {
    signInAs('owner');
    fakeResultApi([resultId]);
    renderResult();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your self-reflection result' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Someone shared this result with you/)).not.toBeInTheDocument();
    act(() => setChannelValue(languageChannel, 'ru'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ваш результат самонаблюдения' }),
    ).toBeInTheDocument();
  });

  it('says in Russian that the result was shared', async () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    fakeResultApi([]);
    renderResult();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Результат самонаблюдения, которым с вами поделились',
      }),
    ).toBeInTheDocument();
  });

  it('shows the score on the scale with a text alternative, the range, its meaning and the notice', async () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: result }));
    renderResult();
    expect(await screen.findByText('Score: 23 of 51')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/adhd-test/result/${resultId}`);
    expect(
      screen.getByRole('img', {
        name: 'Score 23 on a scale from 0 (few traits) to 51 (many traits): “Some of these traits”.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Some of these traits' })).toBeInTheDocument();
    expect(screen.getByText(/^Many of these traits/)).toHaveTextContent('Many of these traits34–51');
    expect(screen.queryByText(/High|Moderate|Low/)).not.toBeInTheDocument();
    expect(screen.queryByText(/when it had four answers/)).not.toBeInTheDocument();
    expect(screen.getByText('This is a self-reflection, not a diagnosis.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'If you are in crisis' })).toHaveTextContent(/112.*911.*988/);
    expect(screen.getByRole('link', { name: 'Take the test' })).toHaveAttribute('href', '/adhd-test');
  });

  it('speaks Russian, with the plural the score needs', async () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    fakeApi(() => ({ status: 200, body: result }));
    renderResult();
    expect(await screen.findByText('Баллы: 23 из 51')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '23 балла по шкале от 0 (мало таких черт) до 51 (много таких черт): «Такие черты заметны».',
    );
    expect(screen.getByRole('heading', { name: 'Такие черты заметны' })).toBeInTheDocument();
    expect(screen.getByText(/^Таких черт много/)).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'How often the traits show: 19 of 39',
      'How much they affect daily life: 4 of 12',
      'The frame shows the range your score falls in, not an exact point: these questions are not precise enough for that.',
    ],
    [
      'ru',
      'Как часто проявляются эти черты: 19 из 39',
      'Насколько они мешают в повседневной жизни: 4 из 12',
      'Рамка показывает диапазон, в который попадают ваши баллы, а не точную отметку: эти вопросы не настолько точны.',
    ],
  ] as const)(
    'shows its owner the effect on daily life beside the traits, and the range as a band, not a point (%s)',
    async (language, traits, dailyLife, bandNote) => {
      act(() => setChannelValue(languageChannel, language));
      signInAs('owner');
      fakeResultApi([resultId]);
      renderResult();
      expect(await screen.findByText(traits)).toBeInTheDocument();
      expect(screen.getByText(dailyLife)).toBeInTheDocument();
      expect(await screen.findByText(bandNote)).toBeInTheDocument();
    },
  );

  it.each([
    [
      'en',
      'The frame shows the range this score falls in, not an exact point: these questions are not precise enough for that.',
    ],
    [
      'ru',
      'Рамка показывает диапазон, в который попадают эти баллы, а не точную отметку: эти вопросы не настолько точны.',
    ],
  ] as const)(
    'speaks of "this score", not "your score", to someone it was shared with (%s)',
    async (language, bandNote) => {
      act(() => setChannelValue(languageChannel, language));
      fakeResultApi([]);
      renderResult();
      expect(await screen.findByText(bandNote)).toBeInTheDocument();
      expect(screen.queryByText(/your score|ваши баллы/)).not.toBeInTheDocument();
    },
  );

  it('still shows an old result whose answers cannot be split, with its total alone', async () => {
    fakeApi(() => ({ status: 200, body: { ...result, parts: null } }));
    renderResult();
    expect(await screen.findByText('Score: 23 of 51')).toBeInTheDocument();
    expect(screen.queryByText(/How often the traits show/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Some of these traits' })).toBeInTheDocument();
  });

  it('keeps a result taken on the first scale as it was, and says what has changed since', async () => {
    fakeApi(() => ({
      status: 200,
      body: { ...result, score: 17, position: 17 / 51, scale: { ...result.scale, version: 1 } },
    }));
    renderResult();
    expect(await screen.findByText('Score: 17 of 51')).toBeInTheDocument();
    expect(screen.getByText(/You took this test when it had four answers/)).toBeInTheDocument();
  });

  it('copies the link with a confirmation when the browser cannot share', async () => {
    fakeApi(() => ({ status: 200, body: result }));
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderResult();
    await user.click(await screen.findByRole('button', { name: 'Share result' }));
    expect(
      await screen.findByText('Link copied. Paste it wherever you want to share it.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
  });

  it('uses the Web Share API where the browser has it', async () => {
    fakeApi(() => ({ status: 200, body: result }));
    const user = userEvent.setup();
    const share = jest.fn(async (_data?: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderResult();
      await user.click(await screen.findByRole('button', { name: 'Share result' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^http/) }));
      expect(screen.queryByText(/Link copied/)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it.each([
    [
      'en',
      'Anyone with the link can see this result until you stop sharing. They do not see your name or your answers.',
      'Stop sharing',
      'Stop sharing this result? People with the link will no longer see it.',
      'You stopped sharing this result. Only you can see it now; its link shows “not found” to anyone else.',
    ],
    [
      'ru',
      'Этот результат видит любой, у кого есть ссылка, — пока вы не закроете доступ. Ваше имя и ответы при этом не видны.',
      'Закрыть доступ',
      'Закрыть доступ к этому результату? Те, у кого есть ссылка, больше не смогут его увидеть.',
      'Вы закрыли доступ к этому результату. Теперь его видите только вы; остальные по ссылке увидят, что результат не найден.',
    ],
  ] as const)(
    'tells the owner who can see the result and lets them stop sharing it once they confirm (%s)',
    async (language, whoCanSee, stopLabel, question, stoppedNote) => {
      act(() => setChannelValue(languageChannel, language));
      signInAs('owner');
      const fetchMock = fakeResultApi([resultId]);
      const user = userEvent.setup();
      renderResult();
      expect(await screen.findByText(whoCanSee)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: stopLabel }));
      expect(screen.getByRole('group', { name: question })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith(expect.stringMatching(/sharing$/), expect.anything());
      await user.click(screen.getByRole('button', { name: stopLabel }));

      expect(await screen.findByText(stoppedNote)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: stopLabel })).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/adhd-test/result/${resultId}/sharing`,
        expect.objectContaining({ method: 'DELETE' }),
      );
    },
  );

  it('keeps sharing when the owner answers "Keep sharing" to the question', async () => {
    signInAs('owner');
    const fetchMock = fakeResultApi([resultId]);
    const user = userEvent.setup();
    renderResult();
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await user.click(screen.getByRole('button', { name: 'Keep sharing' }));
    expect(screen.queryByRole('group', { name: /Stop sharing this result/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share result' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringMatching(/sharing$/), expect.anything());
  });

  it.each([
    ['en', 'Share again', 'Share result'],
    ['ru', 'Снова открыть доступ', 'Поделиться результатом'],
  ] as const)(
    'lets the owner share a stopped result again, and the share button returns (%s)',
    async (language, again, share) => {
      act(() => setChannelValue(languageChannel, language));
      signInAs('owner');
      const fetchMock = fakeApi((_method, url) =>
        url.startsWith('/api/adhd-test/results')
          ? {
              status: 200,
              body: {
                results: [{ id: resultId, score: 23, range: 'moderate', created_at: result.created_at }],
              },
            }
          : url.endsWith('/sharing')
            ? { status: 204, body: undefined }
            : { status: 200, body: { ...result, shared: false } },
      );
      const user = userEvent.setup();
      renderResult();
      await user.click(await screen.findByRole('button', { name: again }));
      expect(await screen.findByRole('button', { name: share })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: again })).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/adhd-test/result/${resultId}/sharing`,
        expect.objectContaining({ method: 'PUT' }),
      );
    },
  );

  it('offers "Stop sharing" only to the owner', async () => {
    signInAs('someone-else');
    fakeResultApi(['OtherResultOtherResult1']);
    renderResult();
    expect(await screen.findByRole('button', { name: 'Share result' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    expect(screen.queryByText(/until you stop sharing/)).not.toBeInTheDocument();
  });

  it('shows its owner a result no longer shared as private, with "Share again" instead of a share button', async () => {
    signInAs('owner');
    fakeApi((_method, url) =>
      url.startsWith('/api/adhd-test/results')
        ? {
            status: 200,
            body: {
              results: [{ id: resultId, score: 23, range: 'moderate', created_at: result.created_at }],
            },
          }
        : { status: 200, body: { ...result, shared: false } },
    );
    renderResult();
    expect(await screen.findByText(/You stopped sharing this result/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share result' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share again' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Test result not found', 'A self-reflection result shared with you', 'Take the test'],
    ['ru', 'Результат теста не найден', 'Результат самонаблюдения, которым с вами поделились', 'Пройти тест'],
  ] as const)(
    'says only that the result was not found for an unknown or no longer shared link, with a way to take the test (%s)',
    async (language, notFound, sharedTitle, takeTest) => {
      act(() => setChannelValue(languageChannel, language));
      fakeApi(() => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Test result not found' } },
      }));
      renderResult();
      expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
      expect(screen.queryByText(sharedTitle)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: takeTest })).toBeInTheDocument();
    },
  );

  it('says "Failed to load test result" for any other failure, with a way to take the test', async () => {
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    renderResult();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load test result');
    expect(screen.getByRole('link', { name: 'Take the test' })).toBeInTheDocument();
  });
});
