import { act, fireEvent, screen } from '@testing-library/react';
import { authChannel, authTransitions, subscriptionChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import userEvent from '@testing-library/user-event';
import { recordTechniqueCompletion } from '@steady/user-state';
import {
  advanceTime,
  announcer,
  flushPromises,
  renderWithProviders,
} from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { PomodoroTool } from './PomodoroTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

const minutes = (count: number) => count * 60_000;

function renderPomodoro() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<PomodoroTool techniqueId="pomodoro-focus" xp={30} />);
  return user;
}

const timeLeft = () => screen.getByRole('timer', { name: 'Time left' });

fakeTimersAndCompletion(recordCompletion, 30);

describe('Pomodoro tool', () => {
  describe("says what a focus session pays on the viewer's plan", () => {
    afterEach(() =>
      act(() => {
        setChannelValue(authChannel, authTransitions.signedOut);
        setChannelValue(subscriptionChannel, {
          status: 'inactive',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
        });
      }),
    );

    it("the technique's own XP on the free plan", () => {
      renderPomodoro();
      expect(screen.getByText(/^30 XP for each focus session you complete/)).toBeInTheDocument();
    });

    it('the XP with the Premium bonus for a subscriber, as the catalogue shows it', () => {
      act(() => {
        const user = {
          id: 'u1',
          name: 'Ann',
          email: 'ann@example.com',
          memberSince: '2026-01-01',
          subscription_status: 'active' as const,
        };
        setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
        setChannelValue(subscriptionChannel, {
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: '2030-01-01T00:00:00.000Z',
        });
      });
      renderPomodoro();
      expect(screen.getByText(/^45 XP for each focus session you complete/)).toBeInTheDocument();
    });
  });

  it('starts, pauses and resumes with Space, keeping the remaining time across the pause', async () => {
    const user = renderPomodoro();
    // A click on the tool's text puts focus in the tool, where its shortcuts work.
    await user.click(screen.getByText(/Focus on one task for 25 minutes/));
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Focus' })).toBeInTheDocument();
    advanceTime(minutes(5));
    expect(timeLeft()).toHaveTextContent('20:00');

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    advanceTime(minutes(10));
    expect(timeLeft()).toHaveTextContent('20:00');

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    advanceTime(minutes(1));
    expect(timeLeft()).toHaveTextContent('19:00');
  });

  it('resets with R, also on a Russian keyboard layout, asking first past 30 seconds', async () => {
    const user = renderPomodoro();
    await user.click(screen.getByText(/Focus on one task for 25 minutes/));
    await user.keyboard(' ');
    advanceTime(minutes(3));
    await user.keyboard('r');
    expect(screen.getByRole('group', { name: /Start over\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect(screen.getByText(/Focus on one task for 25 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();

    await user.keyboard(' ');
    advanceTime(20_000);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Pomodoro technique' }), { key: 'к', code: 'KeyR' });
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('leaves Space to a focused control: it ticks the auto-start box instead of starting the timer', async () => {
    const user = renderPomodoro();
    const autoStart = screen.getByRole('checkbox', { name: 'Start the next phase automatically' });
    autoStart.focus();
    await user.keyboard(' ');
    expect(autoStart).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('keeps keyboard focus on the one Start / Pause / Resume button as its label changes', async () => {
    const user = renderPomodoro();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('reaches every control with Tab', async () => {
    const user = renderPomodoro();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advanceTime(minutes(1));
    const reached = new Set<Element | null>();
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      reached.add(document.activeElement);
    }
    for (const name of ['Pause', 'Skip', 'Reset']) {
      expect(reached).toContain(screen.getByRole('button', { name }));
    }
    expect(reached).toContain(screen.getByRole('checkbox', { name: 'Start the next phase automatically' }));
  });

  it('counts focus sessions, offers the break and records each completed session once', async () => {
    const user = renderPomodoro();
    await user.click(screen.getByRole('checkbox', { name: 'Start the next phase automatically' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Focus session 1 of 4')).toBeInTheDocument();
    advanceTime(minutes(25));
    expect(announcer()).toHaveTextContent('Short break');
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);
    expect(recordCompletion).toHaveBeenCalledWith('pomodoro-focus', 30);

    for (let session = 2; session <= 4; session += 1) {
      advanceTime(minutes(5 + 25));
      await flushPromises();
      expect(recordCompletion).toHaveBeenCalledTimes(session);
    }
    expect(announcer()).toHaveTextContent('Long break');
    expect(screen.getByText('4 focus sessions completed')).toBeInTheDocument();
    advanceTime(minutes(10));
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(4);
  });
});
