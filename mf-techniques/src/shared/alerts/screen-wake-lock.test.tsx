import { holdScreenWakeLock } from './screen-wake-lock';

const released = jest.fn();
/** What the page registered for the browser's own release (a hidden tab). */
let onBrowserRelease: (() => void) | null = null;
const request = jest.fn(async () => ({
  release: async () => released(),
  addEventListener: (_type: string, listener: () => void) => {
    onBrowserRelease = listener;
  },
}));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.assign(navigator, { wakeLock: { request } });
  request.mockClear();
  released.mockClear();
});

afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'));

describe('the screen wake lock with the full-screen timer', () => {
  it('keeps the screen on while the full-screen timer is open, even with the exercise paused', async () => {
    holdScreenWakeLock('exerciseRunning', true);
    await settle();
    holdScreenWakeLock('fullScreenTimer', true);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    holdScreenWakeLock('exerciseRunning', false);
    await settle();
    expect(released).not.toHaveBeenCalled();

    holdScreenWakeLock('fullScreenTimer', false);
    await settle();
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('takes the screen again when the tab is shown again while the full-screen timer is open', async () => {
    holdScreenWakeLock('fullScreenTimer', true);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    onBrowserRelease?.();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(request).toHaveBeenCalledTimes(2);

    holdScreenWakeLock('fullScreenTimer', false);
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
