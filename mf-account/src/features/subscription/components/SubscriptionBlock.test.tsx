import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasPremium, languageChannel, subscriptionChannel, toastChannel } from '@steady/bus';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { subscriptionRecheckMs } from '@steady/app-frame';
import { SubscriptionBlock } from './SubscriptionBlock';
import { setChannelValue } from '@steady/bus/testing';

const active: SubscriptionStatusResponse = {
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2030-03-15T12:00:00.000Z',
  canceledAt: null,
  trialEnd: null,
  pauseResumesAt: null,
  trialEligible: false,
};
const cancelPending: SubscriptionStatusResponse = {
  ...active,
  status: 'cancelPending',
  cancelAtPeriodEnd: true,
  canceledAt: '2030-03-01T12:00:00.000Z',
};
const failure = (status: number, message: string) => ({
  status,
  body: { error: { code: status === 502 ? 'bad_gateway' : 'service_unavailable', message } },
});

const plan = { amount: 5, currency: 'usd', interval: 'month', trialDays: 7, moneyBackDays: 14 };

const paused: SubscriptionStatusResponse = {
  ...active,
  status: 'paused',
  pauseResumesAt: '2030-05-15T12:00:00.000Z',
};

function fakeBilling(
  options: { status?: SubscriptionStatusResponse[]; cancel?: number; keep?: number } = {},
) {
  const answers = [...(options.status ?? [active])];
  return fakeApi((method, url) => {
    if (method === 'POST' && url === '/api/subscription/pause') return { status: 200, body: paused };
    if (method === 'POST' && url === '/api/subscription/resume') return { status: 200, body: active };
    if (method === 'POST' && url === '/api/subscription/create-subscription') {
      if (options.keep) return failure(options.keep, 'Billing is unavailable');
      answers.splice(0, answers.length, active);
      return { status: 200, body: { url: '/profile' } };
    }
    if (url === '/api/subscription/plan') return { status: 200, body: { ...plan, billingMode: 'stripe' } };
    if (method === 'POST' && url === '/api/subscription/cancel') {
      return options.cancel
        ? failure(options.cancel, 'Failed to cancel subscription')
        : { status: 200, body: cancelPending };
    }
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return { status: 200, body: next };
  });
}

function renderBlock(path = '/profile') {
  signIn();
  return renderPage(<SubscriptionBlock />, { path, route: '/profile' });
}

describe('the subscription block', () => {
  beforeEach(() => {
    resetDevice();
    setChannelValue(subscriptionChannel, {
      status: 'inactive',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    setChannelValue(toastChannel, []);
  });

  it('shows an active subscription with its next payment date and publishes it on the bus', async () => {
    fakeBilling();
    renderBlock();
    expect(await screen.findByText('Premium is active.')).toBeInTheDocument();
    expect(screen.getByText('Next payment on March 15, 2030.')).toBeInTheDocument();
    expect(subscriptionChannel.get()).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: active.currentPeriodEnd,
    });
  });

  it('cancels after the confirmation: cancelPending with its end date, on the bus too', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeBilling();
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Premium stays active until March 15, 2030.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(
      await screen.findByText('Premium until March 15, 2030 — cancelled, you will not be charged again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled on March 1, 2030.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep Premium' })).toBeInTheDocument();
    expect(subscriptionChannel.get()).toMatchObject({ status: 'cancelPending', cancelAtPeriodEnd: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/cancel',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('undoes a cancellation in one tap on the profile: Premium is active again, with Cancel back', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeBilling({ status: [cancelPending] });
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Keep Premium' }));
    expect(await screen.findByText('Premium is active.')).toBeInTheDocument();
    expect(screen.getByText('Next payment on March 15, 2030.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(subscriptionChannel.get()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/create-subscription',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says in Russian when keeping Premium failed, and keeps the button to try again', async () => {
    const user = userEvent.setup();
    setChannelValue(languageChannel, 'ru');
    fakeBilling({ status: [cancelPending], keep: 503 });
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Сохранить Премиум' }));
    expect(
      await screen.findByText('Сейчас не удалось сохранить Премиум. Попробуйте ещё раз чуть позже.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить Премиум' })).toBeEnabled();
  });

  it('during a free trial says when it ends and the price that follows, instead of a payment date', async () => {
    fakeBilling({ status: [{ ...active, trialEnd: active.currentPeriodEnd }] });
    renderBlock();
    expect(
      await screen.findByText('Free trial until March 15, 2030; then $5.00 a month unless you cancel.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Premium is active.')).toBeInTheDocument();
    expect(screen.queryByText(/Next payment/)).not.toBeInTheDocument();
  });

  it('tells a user cancelling during the trial that nothing will be charged at all', async () => {
    const user = userEvent.setup();
    fakeBilling({ status: [{ ...active, trialEnd: active.currentPeriodEnd }] });
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).toHaveTextContent(
      'Your free trial and Premium stay active until March 15, 2030. You won’t be charged at all',
    );
  });

  it('says a trial cancelled before its end will not be charged, in Russian too', async () => {
    setChannelValue(languageChannel, 'ru');
    fakeBilling({ status: [{ ...cancelPending, trialEnd: active.currentPeriodEnd }] });
    renderBlock();
    expect(
      await screen.findByText(
        'Бесплатный пробный период до 15 марта 2030 г. — подписка отменена, оплата списываться не будет.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Подписка отменена 1 марта 2030 г.')).toBeInTheDocument();
  });

  it('traps focus in the dialog, closes on Escape and gives focus back to the Cancel button', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeBilling();
    renderBlock();
    const open = await screen.findByRole('button', { name: 'Cancel subscription' });
    await user.click(open);
    const keep = screen.getByRole('button', { name: 'Keep subscription' });
    const confirm = screen.getByRole('button', { name: 'Yes, cancel' });
    const pauseInstead = screen.getByRole('button', { name: 'Pause instead' });
    expect(keep).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(pauseInstead).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/subscription/cancel', expect.anything());
  });

  it('pauses for the months chosen, the resume date shown before confirming; Resume now brings Premium back', async () => {
    jest.useFakeTimers({ now: new Date('2030-02-15T12:00:00Z'), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = fakeBilling();
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Pause Premium' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/^Premium resumes on March 15, 2030\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(within(dialog).getByText(/^Premium resumes on May 15, 2030\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause until May 15, 2030' }));
    expect(
      await screen.findByText(
        'Paused until May 15, 2030: nothing is charged until then, and Premium comes back by itself that day.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/pause',
      expect.objectContaining({ body: JSON.stringify({ months: 3, language: 'en' }) }),
    );
    expect(subscriptionChannel.get().status).toBe('paused');
    expect(hasPremium(subscriptionChannel.get())).toBe(false);
    // Cancelling stays one step away while paused.
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume now' }));
    expect(await screen.findByText('Premium is active.')).toBeInTheDocument();
    expect(hasPremium(subscriptionChannel.get())).toBe(true);
    jest.useRealTimers();
  });

  it('says in Russian that pausing exists in the cancel dialog, with "Yes, cancel" still its main button', async () => {
    setChannelValue(languageChannel, 'ru');
    const user = userEvent.setup();
    fakeBilling();
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Отменить подписку' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/^Нужен перерыв, а не отмена\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Да, отменить' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Поставить на паузу' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Поставить Премиум на паузу?');
    expect(screen.getByRole('radio', { name: '2 месяца' })).toBeInTheDocument();
  });

  it('says "Failed to cancel subscription" in the dialog and keeps the subscription when cancelling fails', async () => {
    const user = userEvent.setup();
    fakeBilling({ cancel: 502 });
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Failed to cancel subscription')).toBeInTheDocument();
    expect(screen.getByText('Premium is active.')).toBeInTheDocument();
    expect(subscriptionChannel.get().status).toBe('active');
  });

  it('shows the payment-overdue notice for past_due and the cancellation date for canceled', async () => {
    fakeBilling({ status: [{ ...active, status: 'past_due' }] });
    const { unmount } = renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment is overdue.');
    unmount();

    fakeBilling({ status: [{ ...cancelPending, status: 'canceled' }] });
    renderBlock();
    expect(await screen.findByText('Your Premium subscription has ended.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled on March 1, 2030.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
  });

  it('says "Subscription error" when billing answers with an error', async () => {
    fakeApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'broken' } } }));
    renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Subscription error: /);
  });

  describe('while billing cannot be reached', () => {
    afterEach(() => jest.useRealTimers());

    it('says "Checking your subscription…", not the free plan, keeps Premium on, and shows the status once billing answers', async () => {
      jest.useFakeTimers();
      // What the profile said: billing's last answer, kept by the services through the outage.
      setChannelValue(subscriptionChannel, {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      });
      let billingAnswers = false;
      const fetchMock = fakeApi(() =>
        billingAnswers ? { status: 200, body: active } : failure(503, 'down'),
      );
      renderBlock();

      expect(await screen.findByText('Checking your subscription…')).toBeInTheDocument();
      expect(screen.queryByText('You are on the free plan.')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'See Premium' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
      expect(hasPremium(subscriptionChannel.get())).toBe(true);

      billingAnswers = true;
      await act(() => jest.advanceTimersByTimeAsync(subscriptionRecheckMs));
      expect(await screen.findByText('Premium is active.')).toBeInTheDocument();
      expect(screen.queryByText('Checking your subscription…')).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('says it in Russian too, also when the gateway cannot reach billing at all', async () => {
      setChannelValue(languageChannel, 'ru');
      fakeApi(() => failure(502, 'no answer'));
      renderBlock();
      expect(await screen.findByText('Проверяем подписку…')).toBeInTheDocument();
      expect(
        screen.getByText('Сервис подписок сейчас не отвечает — спросим ещё раз через несколько секунд.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('У вас бесплатный тариф.')).not.toBeInTheDocument();
    });
  });

  it('waits for the webhook after checkout returns, then welcomes the user and drops the marker', async () => {
    const inactive = { ...active, status: 'inactive' as const, currentPeriodEnd: null };
    fakeBilling({ status: [inactive, inactive, active] });
    renderBlock('/profile?checkout=success');
    expect(screen.getByText(/Confirming your subscription/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Premium is active.')).toBeInTheDocument(), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
    expect(screen.queryByText(/Confirming your subscription/)).not.toBeInTheDocument();
    expect(toastChannel.get().map((toast) => toast.message)).toEqual(['Welcome to Premium!']);
    expect(subscriptionChannel.get().status).toBe('active');
  });
});
