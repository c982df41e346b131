import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { OneMinuteRuleTool } from '../../features/one-minute-rule/components/OneMinuteRuleTool';
import { flushPromises, renderWithProviders } from '../testing/render-tool';
import { soundCueStorageKey } from './use-sound-cue';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

const tonesStarted = jest.fn();

/** Just enough Web Audio to see a tone being played. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = jest.fn();
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: tonesStarted,
      stop: jest.fn(),
    };
  }
  createGain() {
    const ramp = {
      setValueAtTime: jest.fn(),
      linearRampToValueAtTime: jest.fn(),
      exponentialRampToValueAtTime: jest.fn(),
    };
    return { gain: ramp, connect: (node: unknown) => node };
  }
}

beforeEach(() => {
  Object.assign(window, { AudioContext: FakeAudioContext });
  window.localStorage.clear();
  tonesStarted.mockClear();
  jest.mocked(recordTechniqueCompletion).mockResolvedValue({
    signedIn: false,
    xpEarned: 10,
    premiumBonus: 0,
    limitReached: false,
    levelReached: null,
    badgesEarned: [],
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'AudioContext');
});

const soundToggle = () => screen.getByRole('checkbox', { name: 'Soft sound at each new step' });

describe('the optional sound cue', () => {
  it('is off by default: phase changes stay silent', async () => {
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    expect(soundToggle()).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(tonesStarted).not.toHaveBeenCalled();
  });

  it('once turned on, plays a soft tone at each phase change and is remembered on this device', async () => {
    const { unmount } = renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    fireEvent.click(soundToggle());
    expect(window.localStorage.getItem(soundCueStorageKey)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(tonesStarted).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    expect(tonesStarted).toHaveBeenCalledTimes(2);
    unmount();

    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    expect(soundToggle()).toBeChecked();
  });
});
