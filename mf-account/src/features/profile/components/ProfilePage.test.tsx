import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions } from '@steady/bus';
import { userStateChannel } from '@steady/user-state';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { ProfilePage } from './ProfilePage';
import { setChannelValue } from '@steady/bus/testing';

const location = () => screen.getByTestId('location').textContent;
/** The group whose title reads `title`, and whether it is open. */
const group = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('details')!;
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
  trialEnd: null,
  pauseResumesAt: null,
  trialEligible: true,
};

/** Two of the badges, and a week with three active days; the rest of the list works the same way. */
const achievements = {
  badges: [
    { id: 'first-step', earned: true, current: 1, target: 1, showsProgress: true },
    { id: 'three-tools', earned: false, current: 2, target: 3, showsProgress: true },
    { id: 'welcome-back', earned: false, current: 0, target: 14, showsProgress: false },
  ],
  activity: {
    hidden: false,
    activeDays: 3,
    days: [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ].map((day, index) => ({ day, active: index % 2 === 0 && index < 6 })),
  },
};
const settings = { dayStartHour: 0, hideStreaks: false };

function fakeProfileApi(profileStatus = 200) {
  return fakeApi((method, url, body) => {
    if (url.startsWith('/api/user/achievements')) return { status: 200, body: achievements };
    if (url === '/api/user/settings') return { status: 200, body: method === 'PUT' ? body : settings };
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

  it('shows its title and lead while a stored session is checked, and keeps the same ones once signed in', async () => {
    fakeProfileApi();
    setChannelValue(authChannel, (state) => ({ ...state, loading: true, token: 'stored' }));
    renderPage(<ProfilePage />, { path: '/profile' });
    const title = screen.getByRole('heading', { level: 1, name: 'Your profile' });
    const lead = screen.getByText('Your details, subscription and progress.');
    expect(screen.queryByText('Ann Example')).not.toBeInTheDocument();
    act(() => signIn());
    expect(await screen.findByText('Ann Renamed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBe(title);
    expect(screen.getByText('Your details, subscription and progress.')).toBe(lead);
  });

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

  it('shows badges earned and how to earn the rest, and the active days of the week', async () => {
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(
      within(badges).getByText('1 of 3 badges earned. Badges are never taken away.'),
    ).toBeInTheDocument();
    const firstStep = within(badges).getByText('First step').closest('li')!;
    expect(firstStep).toHaveAttribute('data-earned', 'true');
    expect(within(firstStep).getByText('Earned')).toBeInTheDocument();
    const curious = within(badges).getByText('Curious').closest('li')!;
    expect(within(curious).getByText('Try 3 different guided exercises.')).toBeInTheDocument();
    expect(within(curious).getByText('2 of 3 so far')).toBeInTheDocument();
    expect(
      within(within(badges).getByText('Welcome back').closest('li')!).getByText('Not earned yet'),
    ).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'Your week' });
    expect(
      within(week).getByText(
        'You took time for yourself on 3 days of the last 7. Practice and journal entries both count.',
      ),
    ).toBeInTheDocument();
    expect(within(week).getByText('Monday, March 2: you took time for yourself')).toBeInTheDocument();
    expect(within(week).getByText('Tuesday, March 3: a rest day')).toBeInTheDocument();
  });

  it('saves a later day start and hides the weekly streak when asked, at once', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    await user.selectOptions(await screen.findByLabelText('My day starts at'), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Hide the weekly streak' }));
    await waitFor(() => expect(screen.getAllByText('Saved')).not.toHaveLength(0));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { dayStartHour: 4, hideStreaks: false },
      { dayStartHour: 4, hideStreaks: true },
    ]);
  });

  it('groups the page under titles: level and history is open, the rest stay closed until the reader opens them', async () => {
    const user = userEvent.setup();
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(group('Level and history')).toHaveAttribute('open');
    for (const title of [
      'Badges and your week',
      'Premium, reminders and theme',
      'Account',
      'Security',
      'Your data',
      'Help',
    ])
      expect(group(title)).not.toHaveAttribute('open');
    expect(within(group('Account')).getByText('Name, photo and email')).toBeInTheDocument();
    await user.click(screen.getByText('Account', { selector: 'strong' }));
    expect(group('Account')).toHaveAttribute('open');
    expect(within(group('Account')).getByRole('button', { name: 'Save name' })).toBeVisible();
  });

  it('opens "Premium, reminders and theme" for a subscriber and on the return from checkout', () => {
    fakeProfileApi();
    signIn({ ...testUser, subscription_status: 'active' });
    const subscriber = renderPage(<ProfilePage />, { path: '/profile' });
    expect(group('Premium, reminders and theme')).toHaveAttribute('open');
    subscriber.unmount();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile?checkout=success' });
    expect(group('Premium, reminders and theme')).toHaveAttribute('open');
  });

  it('opens the group a link points into and scrolls to it', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile#reminders-title' });
    expect(group('Premium, reminders and theme')).toHaveAttribute('open');
    expect(group('Account')).not.toHaveAttribute('open');
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Reminders' })]);
  });

  it('leaves for /login when the user signs out', async () => {
    fakeProfileApi();
    signIn();
    renderPage(<ProfilePage />, { path: '/profile' });
    await waitFor(() => expect(screen.getByText('Ann Renamed')).toBeInTheDocument());
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    expect(location()).toBe('/login');
  });
});
