import { fireEvent, render, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { advanceTime, flushPromises } from '../shared/testing/render-tool';
import type { TechniqueToolModuleProps } from './TechniqueTool';
import DefaultExport, { TechniqueTool } from './TechniqueTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  recordCompletion.mockReset();
});

describe('the exposed TechniqueTool module', () => {
  it('is both the named and the default export', () => {
    expect(DefaultExport).toBe(TechniqueTool);
  });

  it("renders a tool in this remote's own providers, with the caller's id, XP, name and Close", async () => {
    recordCompletion.mockResolvedValue({
      signedIn: true,
      xpEarned: 12,
      premiumBonus: 0,
      limitReached: false,
      levelReached: null,
      badgesEarned: [],
    });
    const onClose = jest.fn();
    render(
      <TechniqueTool
        appName="oneMinuteRule"
        techniqueId="entry-42"
        xp={12}
        name="Tiny task"
        onClose={onClose}
      />,
    );
    expect(document.querySelector('[data-remote="mf_techniques"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Tiny task' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledWith('entry-42', 12);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("starts at once when opened by a card's one tap, and takes keyboard focus", () => {
    render(<TechniqueTool appName="pomodoro" techniqueId="pomodoro-focus" xp={30} autoStart />);
    expect(screen.getByRole('heading', { name: 'Focus' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pomodoro technique' })).toHaveFocus();
  });

  it('tells rather than throws when content names a tool this remote does not have', () => {
    const props = { appName: 'juggling', techniqueId: 'x', xp: 5 } as unknown as TechniqueToolModuleProps;
    render(<TechniqueTool {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this technique.');
  });
});
