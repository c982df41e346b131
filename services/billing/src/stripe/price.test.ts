import { toMinorUnits } from './price';

describe('toMinorUnits', () => {
  it.each([
    [5, 'usd', 500],
    [4.99, 'eur', 499],
    [500, 'jpy', 500],
    [0.1 + 0.2, 'usd', 30],
  ])('counts %s %s as %s', (amount, currency, minor) => {
    expect(toMinorUnits({ amount, currency, interval: 'month', trialDays: 7, moneyBackDays: 14 })).toBe(
      minor,
    );
  });
});
