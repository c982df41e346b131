import { act, fireEvent, screen } from '@testing-library/react';
import { runningToolsChannel } from '@steady/bus';
import { recordTechniqueCompletion } from '@steady/user-state';
import { BrainDumpTool } from '../../features/brain-dump/components/BrainDumpTool';
import { BreathingTool } from '../../features/breathing/components/BreathingTool';
import { PomodoroTool } from '../../features/pomodoro/components/PomodoroTool';
import {
  advanceTime,
  flushPromises,
  paintNextFrame,
  reload,
  renderWithProviders,
} from '../testing/render-tool';
import { sessionStorageKey } from './session-record';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

const timeLeft = () => screen.getByRole('timer', { name: 'Time left' });
const renderPomodoro = () => renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
const renderBrainDump = () => renderWithProviders(<BrainDumpTool techniqueId="brain-dump" xp={15} />);

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(recordTechniqueCompletion).mockResolvedValue({
    signedIn: false,
    xpEarned: 30,
    premiumBonus: 0,
    limitReached: false,
    levelReached: null,
    badgesEarned: [],
  });
});

afterEach(() => jest.useRealTimers());

describe('a tool session', () => {
  it('keeps running while its view is gone, and shows the same time when the view comes back', () => {
    const { unmount } = renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    expect(runningToolsChannel.get()).toEqual([{ appName: 'pomodoro', techniqueId: 'pomodoro-focus' }]);
    advanceTime(60_000);
    unmount();
    advanceTime(4 * 60_000);
    renderPomodoro();
    expect(timeLeft()).toHaveTextContent('20:00');
    expect(screen.queryByText('Welcome back. We kept your place.')).not.toBeInTheDocument();
  });

  it('comes back after a reload with the text and the time, says "Welcome back" and can start over', () => {
    const { unmount } = renderBrainDump();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Your thoughts' }), {
      target: { value: 'Call the dentist.' },
    });
    advanceTime(100_000);
    reload(unmount);
    advanceTime(5_000);

    renderBrainDump();
    expect(screen.getByText('Welcome back. We kept your place.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue('Call the dentist.');
    expect(timeLeft()).toHaveTextContent('02:15');
    paintNextFrame();
    expect(runningToolsChannel.get()).toEqual([{ appName: 'brainDump', techniqueId: 'brain-dump' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('group', { name: /What you wrote/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back. We kept your place.')).not.toBeInTheDocument();
    paintNextFrame();
    expect(window.sessionStorage.getItem(sessionStorageKey('brainDump'))).toBeNull();
    expect(runningToolsChannel.get()).toEqual([]);
  });

  it('starts afresh when the page was gone 10 minutes or more', () => {
    const { unmount } = renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    reload(unmount);
    advanceTime(10 * 60_000);
    renderPomodoro();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('does not trust a stored state it cannot read back', () => {
    const { unmount } = renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    reload(unmount);
    const key = sessionStorageKey('pomodoro');
    const record = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { state: string };
    const state = JSON.parse(record.state) as Record<string, unknown>;
    window.sessionStorage.setItem(
      key,
      JSON.stringify({ ...record, state: JSON.stringify({ ...state, phase: 'nap' }) }),
    );
    renderPomodoro();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('keeps a paused run paused across a reload', () => {
    const { unmount } = renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(90_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    reload(unmount);
    advanceTime(5 * 60_000);
    renderPomodoro();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(timeLeft()).toHaveTextContent('23:30');
  });

  it('does not pay twice for a focus session completed before a reload', async () => {
    const { unmount } = renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(25 * 60_000);
    await flushPromises();
    reload(unmount);
    renderPomodoro();
    await flushPromises();
    expect(recordTechniqueCompletion).toHaveBeenCalledTimes(1);
  });
});

describe('one tap from a technique card', () => {
  it('starts a fresh run, but leaves one under way as it is', () => {
    const { unmount } = renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} autoStart />);
    expect(screen.getByRole('heading', { name: 'Focus' })).toBeInTheDocument();
    advanceTime(60_000);
    unmount();
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} autoStart />);
    expect(timeLeft()).toHaveTextContent('24:00');
  });

  it('shows the safety notes instead of starting until the tool has been started from them once', () => {
    const renderBreathing = () =>
      renderWithProviders(<BreathingTool techniqueId="breath-loop" xp={10} mood="anxiety" autoStart />);
    const first = renderBreathing();
    expect(screen.getByText(/If you feel dizzy, stop and breathe normally/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get ready' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('heading', { name: 'Get ready' })).toBeInTheDocument();

    reload(first.unmount);
    window.sessionStorage.clear();
    renderBreathing();
    expect(screen.getByRole('heading', { name: 'Get ready' })).toBeInTheDocument();
    expect(screen.queryByText(/If you feel dizzy/)).not.toBeInTheDocument();
  });

  it('never starts over words waiting to be shredded', () => {
    const { unmount } = renderBrainDump();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Your thoughts' }), {
      target: { value: 'Keep me.' },
    });
    advanceTime(240_000);
    unmount();
    renderWithProviders(<BrainDumpTool techniqueId="brain-dump" xp={15} autoStart />);
    expect(screen.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue('Keep me.');
    expect(screen.getByRole('button', { name: /Shred/ })).toBeInTheDocument();
  });
});

describe('a tap on Start', () => {
  afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

  it('shows the running screen at once, and tells the rest of the page once that screen is painted', () => {
    document.title = 'Pomodoro — Steady';
    renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(timeLeft()).toHaveTextContent('25:00');
    expect(document.title).toBe('Pomodoro — Steady');
    expect(runningToolsChannel.get()).toEqual([]);
    expect(window.sessionStorage.getItem(sessionStorageKey('pomodoro'))).toBeNull();

    paintNextFrame();
    expect(document.title).toBe('25:00 · Focus — Steady');
    expect(runningToolsChannel.get()).toEqual([{ appName: 'pomodoro', techniqueId: 'pomodoro-focus' }]);
    expect(window.sessionStorage.getItem(sessionStorageKey('pomodoro'))).not.toBeNull();
  });

  it('in a tab hidden before the frame, where none is painted, tells the page at once', () => {
    renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(document.title).toBe('25:00 · Focus — Steady');
    // The shown second changes exactly 1 s after the start: the title with it, not a frame later.
    advanceTime(1_000);
    expect(document.title).toBe('24:59 · Focus — Steady');
  });
});
