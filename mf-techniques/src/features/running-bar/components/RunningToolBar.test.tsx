import { fireEvent, screen, within } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { grounding } from '../../grounding';
import { advanceTime, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { RunningToolBar } from './RunningToolBar';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
fakeTimersAndCompletion(jest.mocked(recordTechniqueCompletion), 10);

const GroundingTool = grounding.Tool;
const bar = () => screen.getByRole('complementary', { name: 'Exercise in progress' });

describe('the running bar', () => {
  it('says a tool waiting for the next step waits for the user, with no finished-looking 00:00', () => {
    const tool = renderWithProviders(<GroundingTool techniqueId="grounding-5-4-3-2-1" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(5_000);
    tool.unmount();
    renderWithProviders(<RunningToolBar />);
    expect(within(bar()).getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:15');
    expect(within(bar()).getByRole('button', { name: /^Pause/ })).toBeInTheDocument();

    advanceTime(15_000);
    expect(within(bar()).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(bar()).queryByText('00:00')).not.toBeInTheDocument();
    expect(within(bar()).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Back to it' })).toBeInTheDocument();
  });
});
