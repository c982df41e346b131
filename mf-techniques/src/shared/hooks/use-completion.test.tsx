import { fireEvent, screen } from '@testing-library/react';
import { toastChannel } from '@steady/bus';
import { recordTechniqueCompletion } from '@steady/user-state';
import { OneMinuteRuleTool } from '../../features/one-minute-rule/components/OneMinuteRuleTool';
import { flushPromises, renderWithProviders } from '../testing/render-tool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

afterEach(() => {
  recordCompletion.mockReset();
  toastChannel.set([]);
});

function finishOneMinuteRule() {
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
}

describe('recording a completed technique', () => {
  it('shows the error and grants nothing when saving fails, then saves on retry', async () => {
    recordCompletion.mockRejectedValueOnce(new Error('offline'));
    recordCompletion.mockResolvedValueOnce({
      signedIn: true,
      xpEarned: 10,
      premiumBonus: 0,
      limitReached: false,
      levelReached: 2,
      badgesEarned: [],
    });
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
    recordCompletion.mockResolvedValue({
      signedIn: false,
      xpEarned: 10,
      premiumBonus: 0,
      limitReached: false,
      levelReached: null,
      badgesEarned: [],
    });
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    finishOneMinuteRule();
    await flushPromises();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(2);
  });
});
