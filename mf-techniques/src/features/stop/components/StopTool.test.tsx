import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import {
  advanceTime,
  announcer,
  flushPromises,
  renderWithProviders,
} from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { initialStopState, reduceStop, serializeStop } from '../machine/stop-machine';
import { storeToolSession } from '../../../shared/testing/stored-session';
import { StopTool } from './StopTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

fakeTimersAndCompletion(recordCompletion, 10);

describe('S.T.O.P. tool', () => {
  it('runs S 15 s, T 10 s, O 20 s, P 15 s, shows the message for 3 s, then the splash again', async () => {
    renderWithProviders(<StopTool techniqueId="stop-technique" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const steps: [string, number][] = [
      ['S — Stop', 15_000],
      ['T — Take a breath', 10_000],
      ['O — Observe', 20_000],
      ['P — Proceed', 15_000],
    ];
    for (const [title, durationMs] of steps) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(announcer()).toHaveTextContent(title);
      advanceTime(durationMs);
    }
    expect(screen.getByRole('heading', { name: 'Well done. Carry on with intention.' })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('stop-technique', 10);
    advanceTime(3_000);
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
  });

  it('picks up a practice under way after a reload', () => {
    const started = reduceStop(initialStopState(), { type: 'start', now: Date.now() - 20_000 });
    storeToolSession('stop', { techniqueId: 'stop-technique', xp: 10 }, serializeStop(started));
    renderWithProviders(<StopTool techniqueId="stop-technique" xp={10} />);
    expect(screen.getByText('Welcome back. We kept your place.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'T — Take a breath' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in this step' })).toHaveTextContent('00:05');
  });
});
