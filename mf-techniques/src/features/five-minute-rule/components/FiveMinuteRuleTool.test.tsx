import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { advanceTime, flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { FiveMinuteRuleTool } from './FiveMinuteRuleTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

fakeTimersAndCompletion(recordCompletion, 20);

function startFiveMinutes() {
  renderWithProviders(<FiveMinuteRuleTool techniqueId="five-minute-rule" xp={20} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
}

const addMinute = () => screen.getByRole('button', { name: 'Add a minute' });
const timeLeft = () => screen.getByRole('timer', { name: 'Time left' });

describe('five-minute rule tool', () => {
  it('allows adding a minute only while more than 30 seconds remain', () => {
    startFiveMinutes();
    advanceTime(269_000);
    expect(timeLeft()).toHaveTextContent('00:31');
    expect(addMinute()).toBeEnabled();
    advanceTime(1_000);
    expect(timeLeft()).toHaveTextContent('00:30');
    expect(addMinute()).toBeDisabled();
    fireEvent.click(addMinute());
    expect(timeLeft()).toHaveTextContent('00:30');
  });

  it('adds 60 s per press and stops after five additions', () => {
    startFiveMinutes();
    for (let added = 1; added <= 5; added += 1) {
      fireEvent.click(addMinute());
      expect(screen.getByText(`Minutes added: ${added} of 5`)).toBeInTheDocument();
    }
    expect(timeLeft()).toHaveTextContent('10:00');
    expect(addMinute()).toBeDisabled();
    expect(addMinute()).toHaveAccessibleDescription(
      'You can add a minute while more than 30 seconds remain, up to 5 times.',
    );
  });

  it('completes when the extended time is up, and records it once', async () => {
    startFiveMinutes();
    fireEvent.click(addMinute());
    advanceTime(359_999);
    expect(screen.queryByRole('heading', { name: /Time is up/ })).not.toBeInTheDocument();
    advanceTime(1);
    expect(screen.getByRole('heading', { name: /Time is up/ })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('five-minute-rule', 20);
  });
});
