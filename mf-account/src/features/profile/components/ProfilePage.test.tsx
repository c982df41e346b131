import { act, screen, waitFor } from '@testing-library/react';
import { authChannel, authTransitions } from '@steady/bus';
import { userStateChannel } from '@steady/user-state';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { ProfilePage } from './ProfilePage';

const location = () => screen.getByTestId('location').textContent;
const serverProgress = {
  xp: 75,
  level: 2,
  xpToNextLevel: 150,
  completedTechniques: ['breath-loop'],
  badges: [],
};
const subscription = {
  status: 'inactive',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canceledAt: null,
  trialEligible: true,
};

function fakeProfileApi(profileStatus = 200) {
  return fakeApi((_method, url) => {
    if (url === '/api/auth/profile') {
      return profileStatus === 200
        ? { status: 200, body: { ...testUser, name: 'Ann Renamed' } }
        : { status: profileStatus, body: { error: { code: 'service_unavailable', message: 'down' } } };
    }
    if (url === '/api/user/progress') return { status: 200, body: serverProgress };
    return { status: 200, body: subscription };
  });
}

describe('the profile page', () => {
  beforeEach(resetDevice);

  it('sends a guest to /login, remembering where they wanted to go', () => {
    fakeProfileApi();
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(location()).toBe('/login');
  });

  it("shows the user's name, email, member-since date, level and XP, refreshed from the server", async () => {
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByText('Ann Example')).toBeInTheDocument();
    expect(await screen.findByText('Ann Renamed')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since March 1, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('75 of 150 XP to level 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards level 3' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(userStateChannel.get().progress).toEqual(serverProgress);
    expect(screen.getByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
  });

  it('says "Failed to load profile data" and keeps what it knows when the refresh fails', async () => {
    fakeProfileApi(503);
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
    expect(screen.getByText('Ann Example')).toBeInTheDocument();
  });

  it('leaves for /login when the user signs out', async () => {
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    await waitFor(() => expect(screen.getByText('Ann Renamed')).toBeInTheDocument());
    act(() => authChannel.set(authTransitions.signedOut));
    expect(location()).toBe('/login');
  });
});
