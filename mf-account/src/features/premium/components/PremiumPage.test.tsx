import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { premiumBenefits } from './BenefitList';
import { PremiumPage } from './PremiumPage';

const plan = {
  amount: 5,
  currency: 'usd',
  interval: 'month',
  trialDays: 7,
  moneyBackDays: 14,
  billingMode: 'stripe',
};
const inactive: SubscriptionStatusResponse = {
  status: 'inactive',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canceledAt: null,
  trialEnd: null,
  pauseResumesAt: null,
  trialEligible: true,
};

/** A catalogue of 8 ambient sounds and 25 affirmations, as the audio API serves it. */
function audioCatalogue() {
  const track = (kind: string, index: number) => ({
    id: `${kind}-${index}`,
    kind,
    title: `${kind} ${index}`,
    file: `/api/audio/files/${kind}-${index}.mp3`,
    premium: true,
    locked: true,
    durationSeconds: 60,
    loop: null,
    text: null,
    mood: null,
    techniqueId: null,
    bytes: 1000,
    opus: { file: `/api/audio/files/${kind}-${index}.opus`, bytes: 400 },
  });
  const many = (kind: string, count: number) =>
    Array.from({ length: count }, (_, index) => track(kind, index));
  return { tracks: [...many('ambient', 8), ...many('affirmation', 25), ...many('guide', 2)], presets: [] };
}

function fakeBilling(
  subscription: SubscriptionStatusResponse,
  create = { status: 200, body: {} as unknown },
) {
  return fakeApi((method, url) => {
    if (url === '/api/subscription/plan') return { status: 200, body: plan };
    if (url.startsWith('/api/audio/catalogue')) return { status: 200, body: audioCatalogue() };
    if (method === 'POST' && url === '/api/subscription/create-subscription') return create;
    return { status: 200, body: subscription };
  });
}

const renderPremium = (path = '/premium') => renderPage(<PremiumPage />, { path, route: '/premium' });

describe('the premium page', () => {
  beforeEach(resetDevice);

  it('lists every benefit of spec §1 with the price, trial and guarantee from the plan, and the audio counted from its catalogue', async () => {
    fakeBilling(inactive);
    renderPremium();
    expect(await screen.findByRole('heading', { name: '$5.00 per month' })).toBeInTheDocument();
    expect(await screen.findByText('8 ambient tracks')).toBeInTheDocument();
    expect(screen.getByText('Free trial for new subscribers: 7 days')).toBeInTheDocument();
    expect(screen.getByText(/^14-day money-back guarantee/)).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'What Premium includes' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(premiumBenefits.length);
    for (const text of [
      '25 audio affirmations',
      '8 ambient tracks',
      'An ambient mixer: blend up to 3 sounds',
      'More than 30 techniques',
      'Priority support: a reply within 1 business day',
      'More XP for every technique: ×1.5, so a 15 XP technique gives you 22 XP',
    ]) {
      expect(within(benefits).getByText(text)).toBeInTheDocument();
    }
  });

  it('sends a guest to register first, to come back here afterwards', async () => {
    const user = userEvent.setup();
    fakeBilling(inactive);
    renderPremium();
    await user.click(await screen.findByRole('link', { name: 'Start your 7-day free trial' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
  });

  it('tells an active subscriber they are already subscribed and offers the profile instead', async () => {
    fakeBilling({ ...inactive, status: 'active', trialEligible: false });
    signIn();
    renderPremium();
    expect(await screen.findByText('You are already subscribed to Premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /trial|Subscribe/ })).not.toBeInTheDocument();
  });

  it('offers a returning subscriber a subscription without a second trial', async () => {
    fakeBilling({ ...inactive, status: 'canceled', trialEligible: false });
    signIn();
    renderPremium();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('offers to keep a subscription that is set to cancel, naming its end date', async () => {
    fakeBilling({
      ...inactive,
      status: 'cancelPending',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2030-03-15T12:00:00.000Z',
      trialEligible: false,
    });
    signIn();
    renderPremium();
    expect(await screen.findByRole('button', { name: 'Keep Premium' })).toBeEnabled();
    expect(
      screen.getByText('Premium until March 15, 2030 — cancelled, you will not be charged again.'),
    ).toBeInTheDocument();
  });

  it('says "Failed to create subscription" when checkout cannot start, and lets the user try again', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeBilling(inactive, {
      status: 502,
      body: { error: { code: 'bad_gateway', message: 'Failed to create subscription' } },
    });
    signIn();
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Start your 7-day free trial' }));
    expect(await screen.findByText('Failed to create subscription')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start your 7-day free trial' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/create-subscription',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ language: 'en' }) }),
    );
  });

  it('re-reads the subscription when it changed elsewhere, and says it is already active', async () => {
    const user = userEvent.setup();
    let subscription = inactive;
    fakeApi((method, url) => {
      if (url === '/api/subscription/plan') return { status: 200, body: plan };
      if (url.startsWith('/api/audio/catalogue')) return { status: 200, body: audioCatalogue() };
      if (method === 'POST') {
        subscription = { ...inactive, status: 'active', trialEligible: false };
        return { status: 409, body: { error: { code: 'conflict', message: 'You are already subscribed' } } };
      }
      return { status: 200, body: subscription };
    });
    signIn();
    renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Start your 7-day free trial' }));
    expect(await screen.findByText('You are already subscribed to Premium.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create subscription')).not.toBeInTheDocument();
  });

  it('says the checkout was cancelled when Stripe sends the user back', async () => {
    fakeBilling(inactive);
    renderPremium('/premium?checkout=canceled');
    expect(await screen.findByText('Checkout was cancelled. Nothing was charged.')).toBeInTheDocument();
  });
});
