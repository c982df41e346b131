import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions, badDayChannel, runningToolsChannel, toastChannel } from '@steady/bus';
import { loadRemoteModule } from '@steady/app-frame';
import { userStateActions, userStateChannel } from '@steady/user-state';
import { fakeApi, renderPage, techniqueEntry, testUser } from '../../../shared/testing/render-page';
import type { TechniqueToolProps } from '../hooks/useTechniqueTool';
import { TechniqueEntryCard } from './TechniqueEntryCard';
import { setChannelValue } from '@steady/bus/testing';

jest.mock('@steady/app-frame', () => ({
  ...jest.requireActual('@steady/app-frame'),
  loadRemoteModule: jest.fn(),
}));
const loadRemoteModuleMock = jest.mocked(loadRemoteModule);

let userCount = 0;
/** Signs in a new user each time: liked ids are remembered per user for the whole page session. */
function signIn() {
  userCount += 1;
  act(() =>
    setChannelValue(authChannel, authTransitions.signedIn({ ...testUser, id: `user-${userCount}` }, 'token')),
  );
}

/** A signed-in card loads the user's liked ids first; waiting for them keeps every update inside the test. */
async function likesLoaded() {
  await waitFor(() => expect(screen.getByRole('button', { name: /^Like / })).toBeEnabled());
}

/** The server's answer to update-xp: progress after the completion, what it earned, no badge. */
const serverProgress = {
  xp: 15,
  level: 1,
  xpToNextLevel: 100,
  completedTechniques: ['extended-exhale'],
  badges: [],
  xpEarned: 15,
  premiumBonus: 0,
  limitReached: false,
  badgesEarned: [],
};

describe('a technique entry', () => {
  beforeEach(() => {
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      userStateActions.reset();
      setChannelValue(toastChannel, []);
    });
    loadRemoteModuleMock.mockReset();
  });

  it('promises no XP while "Today is hard" is on', () => {
    fakeApi(() => ({ status: 200, body: [] }));
    act(() => setChannelValue(badDayChannel, { until: '2099-01-01T00:00:00.000Z' }));
    renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
    expect(screen.getByText('3 min')).toBeInTheDocument();
    expect(screen.queryByText('Reward')).not.toBeInTheDocument();
    expect(screen.queryByText('15 XP')).not.toBeInTheDocument();
    act(() => setChannelValue(badDayChannel, { until: null }));
    expect(screen.getByText('15 XP')).toBeInTheDocument();
  });

  it('shows name, description, time, XP and likes, and numbered steps on request', async () => {
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
    expect(screen.getByRole('heading', { name: 'Extended exhale' })).toBeInTheDocument();
    expect(screen.getByText('Breathe out longer than you breathe in.')).toBeInTheDocument();
    expect(screen.getByText('3 min')).toBeInTheDocument();
    expect(screen.getByText('15 XP')).toBeInTheDocument();
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps of Extended exhale', hidden: true })).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show steps' }));
    const steps = screen.getByRole('list', { name: 'Steps of Extended exhale' });
    expect(steps.tagName).toBe('OL');
    expect(steps).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Breathe in for four counts.',
      'Breathe out for six counts.',
      'Repeat five times.',
    ]);
  });

  it("records a guest's completion once, on this device, and suggests registering", async () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: [] }));
    renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show steps' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Mark as done' }));

    expect(await screen.findByText('Done. Well done for taking this moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(userStateChannel.get().progress).toMatchObject({
      xp: 15,
      completedTechniques: ['extended-exhale'],
    });
    expect(toastChannel.get().map((toast) => toast.message)).toEqual([
      'Nicely done! Register to track your progress.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a signed-in user's completion to the server once, by technique id, and says what was earned", async () => {
    signIn();
    const fetchMock = fakeApi((method, url) =>
      url === '/api/user/update-xp'
        ? { status: 200, body: { ...serverProgress, levelReached: null } }
        : { status: 200, body: [] },
    );
    renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
    await likesLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Show steps' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Mark as done' }));

    expect(await screen.findByText('Done. Well done for taking this moment.')).toBeInTheDocument();
    const xpCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/update-xp');
    expect(xpCalls).toHaveLength(1);
    expect(JSON.parse(String(xpCalls[0]?.[1]?.body))).toEqual({
      techniqueId: 'extended-exhale',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(toastChannel.get().map((toast) => toast.message)).toEqual(['+15 XP! completed: Extended exhale']);
    expect(userStateChannel.get().progress.xp).toBe(15);
  });

  it("says in the reader's words why the completion was refused, and lets the user try again", async () => {
    signIn();
    let refuse = true;
    fakeApi((method, url) => {
      if (url !== '/api/user/update-xp') return { status: 200, body: [] };
      return refuse
        ? {
            status: 429,
            body: { error: { code: 'rate_limited', message: 'Too many completions, slow down.' } },
          }
        : { status: 200, body: { ...serverProgress, levelReached: null } };
    });
    renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
    await likesLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Show steps' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Done. Well done for taking this moment.')).toBeInTheDocument();
  });

  it('keeps the steps of a locked premium technique back and sends guests to register', () => {
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(
      <TechniqueEntryCard technique={techniqueEntry({ isPremium: true, locked: true, steps: [] })} />,
    );
    expect(screen.queryByRole('button', { name: 'Show steps' })).not.toBeInTheDocument();
    expect(screen.getByText('A premium technique: its steps open with a subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to unlock (Extended exhale)' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('keeps the lock icon square beside a wrapping note (it never gives up width to the text)', () => {
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(
      <TechniqueEntryCard technique={techniqueEntry({ isPremium: true, locked: true, steps: [] })} />,
    );
    const note = screen.getByText('A premium technique: its steps open with a subscription.');
    const icon = note.parentElement?.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(getComputedStyle(icon as SVGElement).flexShrink).toBe('0');
  });

  it('sends signed-in users from a locked technique to the premium page', async () => {
    signIn();
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(
      <TechniqueEntryCard technique={techniqueEntry({ isPremium: true, locked: true, steps: [] })} />,
    );
    await likesLoaded();
    expect(screen.getByRole('link', { name: 'Unlock with Premium (Extended exhale)' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  describe('likes', () => {
    it('ask guests to log in and send nothing', async () => {
      const fetchMock = fakeApi(() => ({ status: 200, body: [] }));
      renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Like Extended exhale' }));
      expect(screen.getByText('Log in to save techniques')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('let a signed-in user like and unlike, with the count from the server', async () => {
      signIn();
      fakeApi((method, url) => {
        if (url === '/api/like/techniques/liked') return { status: 200, body: [] };
        const liked = method === 'POST';
        return { status: 200, body: { techniqueId: 'extended-exhale', liked, likes: liked ? 5 : 4 } };
      });
      renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
      const button = screen.getByRole('button', { name: 'Like Extended exhale' });
      await waitFor(() => expect(button).toBeEnabled());
      expect(button).toHaveAttribute('aria-pressed', 'false');

      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      expect(screen.getByText('5 likes')).toBeInTheDocument();

      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
      expect(screen.getByText('4 likes')).toBeInTheDocument();
    });

    it('show a technique the user liked before as liked', async () => {
      signIn();
      fakeApi(() => ({ status: 200, body: ['extended-exhale'] }));
      renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
      const button = screen.getByRole('button', { name: 'Like Extended exhale' });
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    });

    it('keep a like made offline on this device, show it pressed and say it will sync', async () => {
      signIn();
      const fetchMock = fakeApi(() => ({ status: 200, body: [] }));
      renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
      const button = screen.getByRole('button', { name: 'Like Extended exhale' });
      await waitFor(() => expect(button).toBeEnabled());
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        await userEvent.click(button);
        await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      } finally {
        onLine.mockRestore();
      }
      expect(screen.getByText('5 likes')).toBeInTheDocument();
      expect(toastChannel.get().map((toast) => toast.message)).toContain(
        'Saved on this device — it will sync when you are back online.',
      );
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/like/techniques/liked']);
    });

    it('say the like could not be saved when it fails', async () => {
      signIn();
      fakeApi((method, url) =>
        url === '/api/like/techniques/liked' ? { status: 200, body: [] } : { status: 503, body: null },
      );
      renderPage(<TechniqueEntryCard technique={techniqueEntry()} />);
      const button = screen.getByRole('button', { name: 'Like Extended exhale' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your like could not be saved. Please try again.',
      );
      expect(button).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('interactive techniques', () => {
    const breathLoop = techniqueEntry({
      id: 'breath-loop',
      type: 'app',
      appName: 'breathing',
      name: 'Breath loop',
      xpAmount: 10,
    });

    function FakeTool(props: TechniqueToolProps) {
      const started = props.autoStart ? 'started' : 'not started';
      return (
        <div>
          <p>{`Tool ${props.appName} for ${props.techniqueId}: ${props.xp} XP, ${props.mood ?? 'no mood'}, ${started}`}</p>
          <button type="button" onClick={props.onClose}>
            Close the tool
          </button>
        </div>
      );
    }

    it('open and start the tool from mf-techniques in one tap, with the technique and the mood', async () => {
      fakeApi(() => ({ status: 200, body: [] }));
      loadRemoteModuleMock.mockResolvedValue({ TechniqueTool: FakeTool });
      renderPage(<TechniqueEntryCard technique={breathLoop} mood="anxiety" />);
      await userEvent.click(screen.getByRole('button', { name: 'Start the exercise' }));
      expect(
        await screen.findByText('Tool breathing for breath-loop: 10 XP, anxiety, started'),
      ).toBeInTheDocument();
      expect(loadRemoteModuleMock).toHaveBeenCalledWith('mf_techniques', 'TechniqueTool');
      // The steps stay one tap away.
      await userEvent.click(screen.getByRole('button', { name: 'Show steps' }));
      expect(screen.getByRole('list', { name: 'Steps of Breath loop' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    });

    it("give keyboard focus back to the card's button when the tool closes", async () => {
      fakeApi(() => ({ status: 200, body: [] }));
      loadRemoteModuleMock.mockResolvedValue({ TechniqueTool: FakeTool });
      renderPage(<TechniqueEntryCard technique={breathLoop} mood="anxiety" />);
      await userEvent.click(screen.getByRole('button', { name: 'Start the exercise' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Close the tool' }));
      expect(screen.getByRole('button', { name: 'Start the exercise' })).toHaveFocus();
    });

    it('open already when its tool is still running (back from another page)', async () => {
      fakeApi(() => ({ status: 200, body: [] }));
      loadRemoteModuleMock.mockResolvedValue({ TechniqueTool: FakeTool });
      act(() => setChannelValue(runningToolsChannel, [{ appName: 'breathing', techniqueId: 'breath-loop' }]));
      try {
        renderPage(<TechniqueEntryCard technique={breathLoop} mood="anxiety" />);
        expect(
          await screen.findByText('Tool breathing for breath-loop: 10 XP, anxiety, not started'),
        ).toBeInTheDocument();
      } finally {
        act(() => setChannelValue(runningToolsChannel, []));
      }
    });

    it('say kindly when the tools cannot be loaded, and load them on retry', async () => {
      fakeApi(() => ({ status: 200, body: [] }));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      loadRemoteModuleMock
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ default: FakeTool });
      renderPage(<TechniqueEntryCard technique={breathLoop} />);
      await userEvent.click(screen.getByRole('button', { name: 'Start the exercise' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This exercise is not available right now.');

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText('Tool breathing for breath-loop: 10 XP, no mood, started'),
      ).toBeInTheDocument();
      jest.mocked(console.error).mockRestore();
    });
  });
});
