import type { User } from '@steady/contracts';
import { badDayChannel, followAuthWithBadDay } from './bad-day';
import { startBus } from './start-bus';
import { setChannelValue, signInForTest as signIn } from './testing';

startBus();

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01T00:00:00.000Z',
  subscription_status: 'inactive',
};

describe('"Today is hard" on the bus', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    signIn(null);
    setChannelValue(badDayChannel, { until: null });
    stop = followAuthWithBadDay();
  });
  afterEach(() => stop());

  it('follows the account once signed in, so every device of the user agrees, and keeps it on the device', () => {
    signIn({ ...user, badDayUntil: '2099-01-01T00:00:00.000Z' });
    expect(badDayChannel.get()).toEqual({ until: '2099-01-01T00:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem('badDay') ?? 'null')).toEqual({
      until: '2099-01-01T00:00:00.000Z',
    });
    signIn({ ...user, badDayUntil: null });
    expect(badDayChannel.get()).toEqual({ until: null });
    expect(localStorage.getItem('badDay')).toBeNull();
  });

  it('keeps a guest’s own mode through signing out and a profile that does not say', () => {
    setChannelValue(badDayChannel, { until: '2099-01-01T00:00:00.000Z' });
    signIn(user);
    signIn(null);
    expect(badDayChannel.get()).toEqual({ until: '2099-01-01T00:00:00.000Z' });
  });
});
