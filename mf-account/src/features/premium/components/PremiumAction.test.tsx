import { screen } from '@testing-library/react';
import type { PlanResponse, SubscriptionStatusResponse } from '@steady/contracts';
import { languageChannel } from '@steady/bus';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { PremiumAction } from './PremiumAction';
import { setChannelValue } from '@steady/bus/testing';

const planIn = (billingMode: PlanResponse['billingMode']): PlanResponse => ({
  amount: 5,
  currency: 'usd',
  interval: 'month',
  trialDays: 7,
  moneyBackDays: 14,
  billingMode,
});
const inactive: SubscriptionStatusResponse = {
  status: 'inactive',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canceledAt: null,
  trialEnd: null,
  pauseResumesAt: null,
  trialEligible: true,
};

function renderAction(plan: PlanResponse, subscription = inactive) {
  fakeApi(() => ({ status: 200, body: subscription }));
  renderPage(<PremiumAction plan={plan} />, { path: '/premium', route: '/premium' });
}

describe('the premium action in each billing mode', () => {
  beforeEach(resetDevice);

  it('says clearly that payments are unavailable, to a guest and to a member, and offers no button', async () => {
    renderAction(planIn('off'));
    expect(
      await screen.findByText(
        'Payments are not available on this server, so Premium cannot be bought here right now.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /trial/ })).not.toBeInTheDocument();
  });

  it('says so in Russian too, to a signed-in member', async () => {
    setChannelValue(languageChannel, 'ru');
    signIn();
    renderAction(planIn('off'));
    expect(
      await screen.findByText(
        'На этом сервере оплата не подключена, поэтому оформить Премиум здесь сейчас нельзя.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Checking your subscription…" and offers no subscribe button while billing cannot be reached', async () => {
    signIn();
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    renderPage(<PremiumAction plan={planIn('stripe')} />, { path: '/premium', route: '/premium' });
    expect(await screen.findByText('Checking your subscription…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still tells an active subscriber they are subscribed when payments are off', async () => {
    signIn();
    renderAction(planIn('off'), { ...inactive, status: 'active', trialEligible: false });
    expect(await screen.findByText('You are already subscribed to Premium.')).toBeInTheDocument();
  });

  it('tells a subscriber in their free trial when it ends and what they pay after, in their language', async () => {
    signIn();
    const trial = { ...inactive, status: 'active' as const, trialEligible: false };
    renderAction(planIn('stripe'), { ...trial, trialEnd: '2030-03-15T12:00:00.000Z' });
    expect(await screen.findByText('You are already subscribed to Premium.')).toBeInTheDocument();
    expect(
      screen.getByText('Free trial until March 15, 2030; then $5.00 a month unless you cancel.'),
    ).toBeInTheDocument();
  });

  it('says when a cancelled Premium ends, that nothing more is charged, and when it was cancelled', async () => {
    setChannelValue(languageChannel, 'ru');
    signIn();
    renderAction(planIn('stripe'), {
      ...inactive,
      status: 'cancelPending',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2030-03-15T12:00:00.000Z',
      canceledAt: '2030-03-01T12:00:00.000Z',
      trialEligible: false,
    });
    expect(
      await screen.findByText('Премиум до 15 марта 2030 г. — подписка отменена, больше платежей не будет.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Подписка отменена 1 марта 2030 г.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить Премиум' })).toBeEnabled();
  });

  it('labels the local test checkout as taking no real payment, beside the trial button', async () => {
    signIn();
    renderAction(planIn('local-checkout'));
    expect(await screen.findByRole('button', { name: 'Start your 7-day free trial' })).toBeEnabled();
    expect(
      screen.getByText('This server uses a test checkout: no real payment is taken and no card is needed.'),
    ).toBeInTheDocument();
  });

  it('shows no test-checkout note with real Stripe', async () => {
    signIn();
    renderAction(planIn('stripe'));
    expect(await screen.findByRole('button', { name: 'Start your 7-day free trial' })).toBeEnabled();
    expect(screen.queryByText(/test checkout/)).not.toBeInTheDocument();
  });

  it('tells a paused subscriber until when, in Russian, and offers to resume instead of a new subscription', async () => {
    setChannelValue(languageChannel, 'ru');
    signIn();
    renderAction(planIn('stripe'), {
      ...inactive,
      status: 'paused',
      currentPeriodEnd: '2030-03-15T12:00:00.000Z',
      pauseResumesAt: '2030-05-15T12:00:00.000Z',
      trialEligible: false,
    });
    expect(
      await screen.findByText(
        'Пауза до 15 мая 2030 г.: до этого дня ничего не спишется, а потом Премиум вернётся сам.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Возобновите сейчас — и Премиум сразу вернётся.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Возобновить Премиум сейчас' })).toBeInTheDocument();
  });
});
