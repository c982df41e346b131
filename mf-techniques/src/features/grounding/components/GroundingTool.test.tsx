import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import {
  advanceTime,
  announcer,
  flushPromises,
  renderWithProviders,
} from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { GroundingTool } from './GroundingTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

fakeTimersAndCompletion(recordCompletion, 10);

const nextButton = () => screen.queryByRole('button', { name: 'Next' });

describe('5-4-3-2-1 grounding tool', () => {
  it('shows Next only once the 20-second countdown of a sense is over', () => {
    renderWithProviders(<GroundingTool techniqueId="grounding-5-4-3-2-1" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('heading', { name: 'Name five things you can see.' })).toBeInTheDocument();
    expect(nextButton()).not.toBeInTheDocument();
    advanceTime(19_999);
    expect(nextButton()).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in this step' })).toHaveTextContent('00:01');
    advanceTime(1);
    expect(nextButton()).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('When you are ready, go on.');
  });

  it('does not count paused time towards the 20 seconds', () => {
    renderWithProviders(<GroundingTool techniqueId="grounding-5-4-3-2-1" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advanceTime(60_000);
    expect(nextButton()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advanceTime(10_000);
    expect(nextButton()).toBeInTheDocument();
  });

  it('walks through the five senses to the outro and records the completion once', async () => {
    renderWithProviders(<GroundingTool techniqueId="grounding-5-4-3-2-1" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const prompts = [
      'Name five things you can see.',
      'Notice four things you can feel.',
      'Listen for three sounds.',
      'Find two things you can smell.',
      'Notice one thing you can taste.',
    ];
    for (const [index, prompt] of prompts.entries()) {
      expect(screen.getByRole('heading', { name: prompt })).toBeInTheDocument();
      expect(screen.getByText(`Sense ${index + 1} of 5`)).toBeInTheDocument();
      advanceTime(20_000);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('heading', { name: /You are here, in this moment/ })).toBeInTheDocument();
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('grounding-5-4-3-2-1', 10);

    fireEvent.click(screen.getByRole('button', { name: 'Do it again' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
