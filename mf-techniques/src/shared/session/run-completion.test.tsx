import { fireEvent, screen } from '@testing-library/react';
import { toastChannel } from '@steady/bus';
import { recordTechniqueCompletion } from '@steady/user-state';
import { OneMinuteRuleTool } from '../../features/one-minute-rule/components/OneMinuteRuleTool';
import { PomodoroTool } from '../../features/pomodoro/components/PomodoroTool';
import { advanceTime, flushPromises, renderWithProviders } from '../testing/render-tool';
import { setChannelValue } from '@steady/bus/testing';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

const guestResult = {
  signedIn: false,
  xpEarned: 10,
  premiumBonus: 0,
  limitReached: false,
  levelReached: null,
  badgesEarned: [],
};

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  recordCompletion.mockReset();
  setChannelValue(toastChannel, []);
});

/** Half the minute on the task, then Done: the shortest run that pays. */
function finishOneMinuteRule() {
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  advanceTime(30_000);
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
}

describe('recording a completed technique', () => {
  it('shows the error and grants nothing when saving fails, then saves on retry', async () => {
    recordCompletion.mockRejectedValueOnce(new Error('offline'));
    recordCompletion.mockResolvedValueOnce({ ...guestResult, signedIn: true, levelReached: 2 });
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    finishOneMinuteRule();
    await flushPromises();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your progress could not be saved. Something went wrong. Please try again.',
    );
    expect(toastChannel.get()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Try saving again' }));
    await flushPromises();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(recordCompletion).toHaveBeenCalledTimes(2);
    expect(toastChannel.get().map((toast) => toast.message)).toEqual([
      '+10 XP! completed: One-minute rule',
      'Congratulations on reaching level 2',
    ]);
  });

  it('records each run once: a restart starts a new run', async () => {
    recordCompletion.mockResolvedValue(guestResult);
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    finishOneMinuteRule();
    await flushPromises();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    advanceTime(45_000);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(2);
  });

  it('pays nothing for Done pressed before half the minute, and says why', async () => {
    recordCompletion.mockResolvedValue(guestResult);
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(29_000);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(screen.getByRole('heading', { name: 'Done! One less thing on your mind.' })).toBeInTheDocument();
    expect(screen.getByText(/No XP this time/)).toBeInTheDocument();
    expect(recordCompletion).not.toHaveBeenCalled();
  });

  it('records a run that completes while its tool is off screen, and announces it once back on screen', async () => {
    recordCompletion.mockResolvedValue({ ...guestResult, xpEarned: 30 });
    const { unmount } = renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    unmount();
    advanceTime(25 * 60_000);
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(toastChannel.get()).toEqual([]);

    renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
    expect(screen.getByRole('heading', { name: 'Well done. Time for a short break.' })).toBeInTheDocument();
    await flushPromises();
    expect(toastChannel.get().map((toast) => toast.message)).toEqual([
      'Nicely done! Register to track your progress.',
    ]);
    expect(recordCompletion).toHaveBeenCalledTimes(1);
  });
});
