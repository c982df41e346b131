import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, badDayChannel, languageChannel, startBus } from '@steady/bus';
import { setChannelValue, signInForTest as signIn } from '@steady/bus/testing';
import type { User } from '@steady/contracts';
import { AppProviders } from '../providers/app-providers';
import { fakeApi } from '../testing/render-page';
import { BadDaySwitch } from './bad-day-switch';

startBus();

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01T00:00:00.000Z',
  subscription_status: 'inactive',
};

const renderSwitch = () =>
  render(
    <AppProviders catalogs={{ en: {}, ru: {} }}>
      <BadDaySwitch />
    </AppProviders>,
  );

describe('the "Today is hard" switch', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(null);
    setChannelValue(badDayChannel, { until: null });
  });

  it('turns on for a guest with one tap, on this device only, until the next midnight', async () => {
    const fetchMock = fakeApi(() => ({ status: 500, body: {} }));
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Today is hard' }));
    expect(await screen.findByText('Today is hard — go gently')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const until = badDayChannel.get().until;
    expect(until).not.toBeNull();
    const hoursLeft = (Date.parse(until ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0);
    expect(hoursLeft).toBeLessThanOrEqual(25);
    expect(JSON.parse(localStorage.getItem('badDay') ?? 'null')).toEqual({ until });

    await userEvent.click(screen.getByRole('button', { name: 'Turn it off' }));
    expect(await screen.findByText('Having a hard day?')).toBeInTheDocument();
    expect(localStorage.getItem('badDay')).toBeNull();
  });

  it('saves it on the account of a signed-in user, with the reader’s time zone', async () => {
    signIn(user);
    const saves: unknown[] = [];
    fakeApi((method, url, body) => {
      // The mode asks whether there is a trusted person to offer a message to (there is none here).
      if (url === '/api/trusted-person') return { status: 200, body: { person: null } };
      expect([method, url]).toEqual(['PUT', '/api/user/bad-day']);
      saves.push(body);
      return { status: 200, body: { until: '2099-03-01T21:00:00.000Z' } };
    });
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Today is hard' }));
    await waitFor(() => expect(badDayChannel.get()).toEqual({ until: '2099-03-01T21:00:00.000Z' }));
    expect(saves).toEqual([expect.objectContaining({ on: true })]);
    expect(authChannel.get().user?.badDayUntil).toBe('2099-03-01T21:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Turn it off' })).toBeInTheDocument();
  });

  it('says so kindly, and stays off, when the account cannot be reached', async () => {
    signIn(user);
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } }));
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Today is hard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be saved just now.');
    expect(badDayChannel.get()).toEqual({ until: null });
  });

  it('speaks Russian, and turns itself off when its time is up', async () => {
    setChannelValue(languageChannel, 'ru');
    jest.useFakeTimers({ now: Date.parse('2026-03-01T20:59:00.000Z') });
    try {
      setChannelValue(badDayChannel, { until: '2026-03-01T21:00:00.000Z' });
      const { unmount } = renderSwitch();
      expect(screen.getByText('Сегодня тяжело — берегите себя')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Выключить' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Тяжёлый день?')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Сегодня тяжело' })).toBeInTheDocument();
      unmount();
    } finally {
      jest.useRealTimers();
      setChannelValue(languageChannel, 'en');
    }
  });
});
