import { act, fireEvent, screen } from '@testing-library/react';
import { languageChannel, themeChannel, toastChannel } from '@steady/bus';
import { recordTechniqueCompletion } from '@steady/user-state';
import {
  advanceTime,
  announcer,
  flushPromises,
  paintNextFrame,
  renderWithProviders,
} from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { BreathingTool } from './BreathingTool';
import { setChannelValue } from '@steady/bus/testing';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

fakeTimersAndCompletion(recordCompletion, 10);
afterEach(() => {
  setChannelValue(toastChannel, []);
});

/** The circle's current size, from its inline transform. */
function circleScale(): number {
  const transform = screen.getByTestId('breathing-circle').style.transform;
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1]);
}

/** The filled part of the time bar, as wide as the share of the loop done. */
function barWidth(): string {
  const fill = screen.getByRole('progressbar', { name: 'Time left' }).firstElementChild;
  return fill instanceof HTMLElement ? fill.style.width : '';
}

function startBreathing() {
  renderWithProviders(<BreathingTool techniqueId="breath-loop" xp={10} mood="anxiety" />);
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
}

describe('breath loop tool', () => {
  it('says before starting to stop if dizzy, and that holding the breath is optional', () => {
    renderWithProviders(<BreathingTool techniqueId="breath-loop" xp={10} mood="anxiety" />);
    expect(
      screen.getByText(/^If you feel dizzy, stop and breathe normally\. Holding is optional/),
    ).toBeInTheDocument();
  });

  it('announces each phase of the anxiety rhythm (4 / 1.5 / 6) in the polite live region', () => {
    startBreathing();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('Get ready');
    advanceTime(3_000);
    expect(announcer()).toHaveTextContent('Breathe in');
    expect(screen.getByRole('heading', { name: 'Breathe in' })).toBeInTheDocument();
    advanceTime(4_000);
    expect(announcer()).toHaveTextContent('Hold');
    advanceTime(1_500);
    expect(announcer()).toHaveTextContent('Breathe out');
    advanceTime(6_000);
    expect(announcer()).toHaveTextContent('Breathe in');
  });

  it('reaches the feedback question at the end of the breath out after 2 minutes (126.5 s), recorded once', async () => {
    const startedAt = performance.now();
    startBreathing();
    advanceTime(3_000 + 126_500 - 1);
    expect(screen.queryByRole('heading', { name: 'Did this help?' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:01');
    advanceTime(1);
    expect(performance.now() - startedAt).toBe(129_500);
    expect(screen.getByRole('heading', { name: 'Did this help?' })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('breath-loop', 10);
    expect(toastChannel.get().map((toast) => toast.message)).toEqual([
      'Nicely done! Register to track your progress.',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, it helped' }));
    advanceTime(60_000);
    await flushPromises();
    expect(screen.getByText(/Glad it helped/, { selector: 'p' })).toBeInTheDocument();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
  });

  it('keeps the remaining time exactly across a pause', async () => {
    startBreathing();
    advanceTime(3_000 + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advanceTime(600_000);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('01:37');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advanceTime(96_499);
    expect(screen.queryByRole('heading', { name: 'Did this help?' })).not.toBeInTheDocument();
    advanceTime(1);
    expect(screen.getByRole('heading', { name: 'Did this help?' })).toBeInTheDocument();
    await flushPromises();
  });

  it('grows the circle while breathing in and shrinks it while breathing out', () => {
    startBreathing();
    advanceTime(3_000 + 2_000);
    expect(circleScale()).toBeCloseTo(0.725);
    advanceTime(2_000);
    expect(circleScale()).toBeCloseTo(1);
    advanceTime(1_500 + 3_000);
    expect(circleScale()).toBeCloseTo(0.725);
    advanceTime(3_000);
    expect(circleScale()).toBeCloseTo(0.45);
  });

  it('keeps the circle still under prefers-reduced-motion, while the phase name still changes', () => {
    const reducedMotion = { matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    Object.assign(window, { matchMedia: jest.fn().mockReturnValue(reducedMotion) });
    try {
      startBreathing();
      advanceTime(3_000 + 2_000);
      expect(circleScale()).toBe(0.8);
      advanceTime(2_500);
      expect(screen.getByRole('heading', { name: 'Hold' })).toBeInTheDocument();
      expect(circleScale()).toBe(0.8);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('keeps the circle still under the Low stimulation theme, chosen even mid-exercise, while the phase name still changes', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    try {
      startBreathing();
      advanceTime(3_000 + 2_000);
      expect(circleScale()).toBeCloseTo(0.725);
      act(() => setChannelValue(themeChannel, 'low-stimulation'));
      frames.mockClear();
      expect(circleScale()).toBe(0.8);
      advanceTime(2_500);
      expect(screen.getByRole('heading', { name: 'Hold' })).toBeInTheDocument();
      expect(circleScale()).toBe(0.8);
      expect(frames).not.toHaveBeenCalled();
    } finally {
      frames.mockRestore();
      act(() => setChannelValue(themeChannel, 'system'));
    }
  });

  it('under reduced motion wakes once a second, never every frame: the bar moves in steps', () => {
    const reducedMotion = { matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    Object.assign(window, { matchMedia: jest.fn().mockReturnValue(reducedMotion) });
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    try {
      startBreathing();
      // The tap's own answer waits for one frame (after-next-paint); the run itself asks for none.
      paintNextFrame();
      frames.mockClear();
      advanceTime(3_000 + 10_000);
      expect(frames).not.toHaveBeenCalled();
      const before = barWidth();
      advanceTime(400);
      expect(barWidth()).toBe(before);
      advanceTime(600);
      expect(barWidth()).not.toBe(before);
    } finally {
      frames.mockRestore();
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('follows the circle frame by frame when motion is welcome', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    try {
      startBreathing();
      advanceTime(3_000 + 1_000);
      expect(frames).toHaveBeenCalled();
      const before = barWidth();
      advanceTime(400);
      expect(barWidth()).not.toBe(before);
    } finally {
      frames.mockRestore();
    }
  });

  it('moves keyboard focus to the feedback question when the focused Pause button goes away', async () => {
    startBreathing();
    screen.getByRole('button', { name: 'Pause' }).focus();
    advanceTime(129_500);
    expect(screen.getByRole('heading', { name: 'Did this help?' })).toHaveFocus();
    await flushPromises();
  });

  it('speaks Russian, with Russian numbers and plurals', () => {
    setChannelValue(languageChannel, 'ru');
    try {
      renderWithProviders(<BreathingTool techniqueId="breath-loop" xp={10} mood="anxiety" />);
      expect(screen.getByText('Ритм: Вдох 4 с · Задержка 1,5 с · Выдох 6 с')).toBeInTheDocument();
      expect(
        screen.getByText(/Упражнение длится около 2 минут и заканчивается полным выдохом\./),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
    } finally {
      setChannelValue(languageChannel, 'en');
    }
  });
});
