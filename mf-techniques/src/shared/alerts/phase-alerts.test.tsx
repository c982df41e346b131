import { act, fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { OneMinuteRuleTool } from '../../features/one-minute-rule/components/OneMinuteRuleTool';
import { PomodoroTool } from '../../features/pomodoro/components/PomodoroTool';
import { advanceTime, flushPromises, paintNextFrame, renderWithProviders } from '../testing/render-tool';
import { phaseNotificationsStorageKey, soundCueStorageKey } from './alert-preferences';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

const tonesStarted = jest.fn();

/** Just enough Web Audio to see a tone being played. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = jest.fn();
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: tonesStarted,
      stop: jest.fn(),
    };
  }
  createGain() {
    const ramp = {
      setValueAtTime: jest.fn(),
      linearRampToValueAtTime: jest.fn(),
      exponentialRampToValueAtTime: jest.fn(),
    };
    return { gain: ramp, connect: (node: unknown) => node };
  }
}

const vibrate = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { AudioContext: FakeAudioContext });
  Object.assign(navigator, { vibrate });
  window.localStorage.clear();
  tonesStarted.mockClear();
  vibrate.mockClear();
  document.title = 'Procrastination — Steady';
  jest.mocked(recordTechniqueCompletion).mockResolvedValue({
    signedIn: false,
    xpEarned: 10,
    premiumBonus: 0,
    limitReached: false,
    levelReached: null,
    badgesEarned: [],
  });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'AudioContext');
  Reflect.deleteProperty(navigator, 'vibrate');
});

const soundToggle = () => screen.getByRole('checkbox', { name: 'Soft sound and vibration at each new step' });

describe('the sound at each new step', () => {
  it('is off by default for a one-minute tool: its phase changes stay silent', async () => {
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    expect(soundToggle()).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    paintNextFrame();
    expect(tonesStarted).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('once turned on, plays a soft tone at each phase change and is remembered on this device', async () => {
    const { unmount } = renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    fireEvent.click(soundToggle());
    expect(window.localStorage.getItem(soundCueStorageKey)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    expect(tonesStarted).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    paintNextFrame();
    expect(tonesStarted).toHaveBeenCalledTimes(2);
    unmount();

    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    expect(soundToggle()).toBeChecked();
  });

  it('is on by default for a tool longer than a minute, sounds and buzzes at the end of a phase off screen too', async () => {
    const { unmount } = renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    expect(soundToggle()).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const paintedMs = paintNextFrame();
    expect(tonesStarted).toHaveBeenCalledTimes(1);
    unmount();
    advanceTime(25 * 60_000 - paintedMs - 1);
    expect(tonesStarted).toHaveBeenCalledTimes(1);
    advanceTime(1);
    expect(tonesStarted).toHaveBeenCalledTimes(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
    await flushPromises();
  });

  it('in a hidden tab, sounds the phase end from the audio clock, on time, and not again when the timers catch up', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      advanceTime(60_000);
      visibility = 'hidden';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(tonesStarted).toHaveBeenCalledTimes(2);
      // Scheduled 24 minutes ahead on the audio clock (whose time the fake keeps at 0).
      expect(tonesStarted).toHaveBeenLastCalledWith(24 * 60);
      advanceTime(24 * 60_000 + 40_000);
      expect(screen.getByRole('heading', { name: 'Well done. Time for a short break.' })).toBeInTheDocument();
      expect(tonesStarted).toHaveBeenCalledTimes(2);
      await flushPromises();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('stays off everywhere once the user turns it off', () => {
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    fireEvent.click(soundToggle());
    expect(window.localStorage.getItem(soundCueStorageKey)).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    expect(tonesStarted).not.toHaveBeenCalled();
  });
});

describe('the tab title while a tool runs', () => {
  it('counts down with the phase, says when paused, and gives the page its title back after a reset', () => {
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    expect(document.title).toBe('25:00 · Focus — Steady');
    advanceTime(12 * 60_000 + 26_000);
    paintNextFrame();
    expect(document.title).toBe('12:34 · Focus — Steady');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    paintNextFrame();
    expect(document.title).toBe('Paused · 12:34 · Focus — Steady');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start over' }));
    paintNextFrame();
    expect(document.title).toBe('Procrastination — Steady');
  });

  it('follows a page that renamed the tab meanwhile', () => {
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    document.title = 'Profile — Steady';
    advanceTime(1_000);
    paintNextFrame();
    expect(document.title).toBe('24:59 · Focus — Steady');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    paintNextFrame();
    expect(document.title).toBe('Profile — Steady');
  });
});

describe('a notification while the tab is hidden', () => {
  const shown = jest.fn();
  let visibility: DocumentVisibilityState = 'visible';

  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    constructor(title: string, options: NotificationOptions) {
      shown(title, options.body);
    }
  }

  beforeEach(() => {
    Object.assign(window, { Notification: FakeNotification });
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockClear();
    shown.mockClear();
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
    jest.restoreAllMocks();
    visibility = 'visible';
  });

  it('asks for permission only when the user turns it on, then tells of a new step while hidden', async () => {
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    const toggle = screen.getByRole('checkbox', { name: /Notify me when a step ends/ });
    expect(toggle).not.toBeChecked();
    await act(async () => {
      fireEvent.click(toggle);
      await Promise.resolve();
    });
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(phaseNotificationsStorageKey)).toBe('true');
    expect(toggle).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(shown).not.toHaveBeenCalled();
    visibility = 'hidden';
    advanceTime(25 * 60_000);
    expect(shown).toHaveBeenCalledWith('Pomodoro technique', 'Well done. Time for a short break.');
    await flushPromises();
  });
});

describe('the screen wake lock', () => {
  const released = jest.fn();
  const request = jest.fn(async () => ({
    release: async () => released(),
    addEventListener: jest.fn(),
  }));

  beforeEach(() => {
    Object.assign(navigator, { wakeLock: { request } });
    request.mockClear();
    released.mockClear();
  });

  afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'));

  it('keeps the screen on while an exercise runs and lets it go on pause', async () => {
    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    await flushPromises();
    expect(request).toHaveBeenCalledWith('screen');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    paintNextFrame();
    await flushPromises();
    expect(released).toHaveBeenCalledTimes(1);
  });
});
