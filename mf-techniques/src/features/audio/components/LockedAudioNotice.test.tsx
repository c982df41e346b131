import { act, screen } from '@testing-library/react';
import { authChannel, authTransitions, languageChannel, subscriptionChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { User } from '@steady/contracts';
import { renderWithProviders } from '../../../shared/testing/render-tool';
import { LockedAudioNotice } from './LockedAudioNotice';

const user: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01T00:00:00.000Z',
  subscription_status: 'inactive',
};

function signedInWhileBilling(checking: boolean) {
  act(() => {
    setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
    setChannelValue(subscriptionChannel, {
      status: 'inactive',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      checking,
    });
  });
}

const upsell = 'Premium adds ambient sounds, a mixer for up to 3 of them and 25 spoken affirmations.';

describe('a locked audio feature', () => {
  afterEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      setChannelValue(languageChannel, 'en');
    }),
  );

  it('offers a free user the way to Premium', async () => {
    signedInWhileBilling(false);
    renderWithProviders(<LockedAudioNotice signedIn message={upsell} />);
    expect(await screen.findByText(upsell)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unlock with Premium' })).toHaveAttribute('href', '/premium');
  });

  it('says "Checking your subscription…", with no upsell, while billing cannot be reached', async () => {
    signedInWhileBilling(true);
    renderWithProviders(<LockedAudioNotice signedIn message={upsell} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your subscription…');
    expect(screen.queryByText(upsell)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says it in Russian when the language is Russian', async () => {
    signedInWhileBilling(true);
    act(() => setChannelValue(languageChannel, 'ru'));
    renderWithProviders(<LockedAudioNotice signedIn message={upsell} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Проверяем подписку…');
  });
});
