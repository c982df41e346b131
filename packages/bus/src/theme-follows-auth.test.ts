import type { User } from '@steady/contracts';
import { themeChannel } from './channels';
import { startBus } from './start-bus';
import { followAuthWithTheme } from './theme-follows-auth';
import { setChannelValue, signInForTest as signIn } from './testing';

startBus();

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01T00:00:00.000Z',
  subscription_status: 'active',
};

describe('the theme channel following the signed-in account', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    setChannelValue(themeChannel, 'system');
    signIn(null);
    stop = followAuthWithTheme();
  });
  afterEach(() => stop());

  it('takes the theme saved on the account and stores it on the device', () => {
    signIn({ ...user, theme: 'dusk' });
    expect(themeChannel.get()).toBe('dusk');
    expect(localStorage.getItem('theme')).toBe('"dusk"');
  });

  it('keeps the device’s theme for an account without one, and after signing out', () => {
    setChannelValue(themeChannel, 'high-contrast');
    signIn(user);
    expect(themeChannel.get()).toBe('high-contrast');
    signIn(null);
    expect(themeChannel.get()).toBe('high-contrast');
  });
});
