import { act, render, screen, waitFor } from '@testing-library/react';
import { languageChannel, subscriptionChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { AppProviders } from '../providers/app-providers';
import { fakeApi } from '../testing/render-page';
import { SubscriptionChecking } from './subscription-checking';
import { subscriptionRecheckMs } from './subscription-recheck';

const checkingFree = {
  status: 'inactive' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  checking: true,
};

const renderNotice = () =>
  render(
    <AppProviders catalogs={{ en: {}, ru: {} }}>
      <SubscriptionChecking />
      <SubscriptionChecking />
    </AppProviders>,
  );

describe('"Checking your subscription…"', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setChannelValue(subscriptionChannel, checkingFree);
  });
  afterEach(() => {
    jest.useRealTimers();
    setChannelValue(languageChannel, 'en');
  });

  it('says so in English and in Russian', async () => {
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } }));
    const { unmount } = renderNotice();
    expect(await screen.findAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Checking your subscription…');
    unmount();
    setChannelValue(languageChannel, 'ru');
    renderNotice();
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Проверяем подписку…');
  });

  it('asks billing once every 15 s however many screens wait, and every screen follows its answer', async () => {
    let billingUp = false;
    const fetchMock = fakeApi(() =>
      billingUp
        ? {
            status: 200,
            body: {
              status: 'active',
              cancelAtPeriodEnd: false,
              currentPeriodEnd: '2026-12-01T00:00:00.000Z',
              canceledAt: null,
              trialEnd: null,
              pauseResumesAt: null,
              trialEligible: false,
            },
          }
        : { status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } },
    );
    renderNotice();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(subscriptionRecheckMs - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(subscriptionChannel.get().checking).toBe(true);

    billingUp = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(subscriptionRecheckMs);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/subscription/status');
    await waitFor(() =>
      expect(subscriptionChannel.get()).toEqual({
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      }),
    );
  });

  it('stops asking once no screen says it', async () => {
    const fetchMock = fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable' } } }));
    const { unmount } = renderNotice();
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(subscriptionRecheckMs * 2);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
