import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import {
  advanceTime,
  flushPromises,
  paintNextFrame,
  renderWithProviders,
} from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { storedToolState, storeToolSession } from '../../../shared/testing/stored-session';
import {
  initialGratitudeState,
  reduceGratitude,
  serializeGratitude,
  type GratitudeState,
} from '../machine/gratitude-machine';
import { GratitudeTool } from './GratitudeTool';

const entry = { techniqueId: 'gratitude-moments', xp: 15 };

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

/** A practice started `secondsAgo` before now, kept the way its session keeps it before a reload. */
function storePracticeStarted(
  secondsAgo: number,
  change?: (state: GratitudeState) => GratitudeState,
  paidCompletedAtMs: number | null = null,
) {
  const started = reduceGratitude(initialGratitudeState(), {
    type: 'start',
    now: Date.now() - secondsAgo * 1000,
  });
  storeToolSession('gratitude', entry, serializeGratitude(change ? change(started) : started), {
    paidCompletedAtMs,
  });
}

function renderGratitude() {
  renderWithProviders(<GratitudeTool techniqueId="gratitude-moments" xp={15} />);
}

fakeTimersAndCompletion(recordCompletion, 15);

describe('gratitude tool', () => {
  it('restores a practice started less than 10 minutes ago, at the right cue and time', () => {
    storePracticeStarted(30);
    renderGratitude();
    expect(screen.getByText('Welcome back. We kept your place.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Recall a first good moment/ })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('02:30');
    advanceTime(30_000);
    expect(screen.getByRole('heading', { name: /Now a second moment/ })).toBeInTheDocument();
  });

  it('restores a paused practice still paused, with its remaining time', () => {
    storePracticeStarted(100, (state) => reduceGratitude(state, { type: 'pause', now: Date.now() - 40_000 }));
    renderGratitude();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('02:00');
  });

  it('starts afresh when the stored practice began 10 minutes ago or more', () => {
    storePracticeStarted(600);
    renderGratitude();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back. We kept your place.')).not.toBeInTheDocument();
  });

  it('keeps a new practice in sessionStorage and completes after 180 s, recording it once', async () => {
    renderGratitude();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    paintNextFrame();
    expect(storedToolState('gratitude')).toMatchObject({ status: 'running' });
    advanceTime(180_000);
    expect(screen.getByRole('heading', { name: /Three good moments/ })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('gratitude-moments', 15);
  });

  it('records once a practice whose time ran out while the page was away', async () => {
    storePracticeStarted(200);
    renderGratitude();
    expect(screen.getByRole('heading', { name: /Three good moments/ })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
  });

  it('does not record again a completion an earlier page recorded', async () => {
    const startedAt = Date.now() - 200_000;
    storePracticeStarted(200, undefined, startedAt + 180_000);
    renderGratitude();
    expect(screen.getByRole('heading', { name: /Three good moments/ })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).not.toHaveBeenCalled();
  });
});
