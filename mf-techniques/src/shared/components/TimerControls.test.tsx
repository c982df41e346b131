import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordTechniqueCompletion } from '@steady/user-state';
import { BrainDumpTool } from '../../features/brain-dump/components/BrainDumpTool';
import { GroundingTool } from '../../features/grounding/components/GroundingTool';
import { PomodoroTool } from '../../features/pomodoro/components/PomodoroTool';
import { advanceTime, renderWithProviders } from '../testing/render-tool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

function renderPomodoro() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
  return user;
}

const tool = () => screen.getByRole('region', { name: 'Pomodoro technique' });

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

describe('keyboard shortcuts', () => {
  it("act only while focus is inside the tool: elsewhere Space is the page's (it scrolls)", () => {
    renderPomodoro();
    const space = fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(space).toBe(true);
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it("keep working after a click on the tool's text, which puts focus on the tool", async () => {
    const user = renderPomodoro();
    await user.click(screen.getByText(/Focus on one task for 25 minutes/));
    expect(tool()).toHaveFocus();
    const space = fireEvent.keyDown(tool(), { key: ' ', code: 'Space' });
    expect(space).toBe(false);
    expect(screen.getByRole('heading', { name: 'Focus' })).toBeInTheDocument();
    await user.click(screen.getByText(/Work only on this one task/));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('never act in a text field: Space and R are typed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<BrainDumpTool techniqueId="brain-dump" xp={15} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.keyboard('Ring r');
    expect(screen.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue('Ring r');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});

describe('buttons that keep their meaning', () => {
  it('take a double press on Start as one: the run starts and is not paused', async () => {
    const user = renderPomodoro();
    await user.dblClick(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('keep Next apart from Pause in grounding, so a double press on Next never pauses the next sense', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<GroundingTool techniqueId="grounding-5-4-3-2-1" xp={10} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const pause = screen.getByRole('button', { name: 'Pause' });
    advanceTime(20_000);
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(pause);
    await user.dblClick(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Notice four things you can feel.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(pause);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    // Next waits, out of reach, for the next countdown: focus goes to the new sense, still in the tool.
    advanceTime(20_000);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Listen for three sounds.' })).toHaveFocus();
  });
});

describe('reset', () => {
  it('resets at once within the first 30 seconds', () => {
    renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('asks first past 30 seconds; "Keep going" keeps the run and the focus in the tool', () => {
    renderPomodoro();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(30_001);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(
      screen.getByRole('group', { name: 'Start over? Your progress in this exercise will be lost.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.getByRole('heading', { name: 'Focus' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('24:30');
    expect(tool()).toHaveFocus();
  });

  it('asks first whenever words were typed', () => {
    renderWithProviders(<BrainDumpTool techniqueId="brain-dump" xp={15} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Your thoughts' }), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('group', { name: /What you wrote/ })).toBeInTheDocument();
  });
});
