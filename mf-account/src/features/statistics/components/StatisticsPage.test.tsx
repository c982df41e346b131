import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, languageChannel } from '@steady/bus';
import type { SinceDoseStats, StatsResponse } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { StatisticsPage } from './StatisticsPage';
import { setChannelValue } from '@steady/bus/testing';

const days = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];

const week: StatsResponse = {
  range: 'week',
  from: days[0] ?? '',
  to: days[6] ?? '',
  bucket: 'day',
  buckets: days.map((start, index) => ({
    start,
    moodAverage: index === 1 ? 2 : index === 3 ? 4 : null,
    moodEntries: index === 1 || index === 3 ? 1 : 0,
    completions: index === 3 ? 2 : 0,
    minutes: index === 3 ? 7 : 0,
    xp: index === 3 ? 30 : 0,
    level: 2,
  })),
  stateFrequency: [
    { state: 'anxiety', count: 3 },
    { state: 'veryGood', count: 1 },
  ],
  helpedMost: [
    { state: 'anxiety', techniques: [{ techniqueId: 'breath-loop', averageRating: 4.5, ratings: 2 }] },
  ],
  activeDays: [
    { day: '2026-03-03', completions: 0 },
    { day: '2026-03-05', completions: 2 },
  ],
  totals: { completions: 2, minutes: 7, xp: 30, activeDays: 2 },
};

function fakeStatsApi(free = false, sinceDose: SinceDoseStats = { hasLog: false, groups: [] }) {
  return fakeApi((_method, url) => {
    if (url.startsWith('/api/stats/since-dose')) return { status: 200, body: sinceDose };
    if (url.startsWith('/api/stats')) {
      return free
        ? {
            status: 403,
            body: {
              error: {
                code: 'forbidden',
                reason: 'premium_required',
                message: 'This is part of Steady Premium',
              },
            },
          }
        : { status: 200, body: week };
    }
    return { status: 200, body: { techniques: [{ id: 'breath-loop', name: 'Breath loop' }] } };
  });
}

describe('the statistics page', () => {
  beforeEach(resetDevice);

  it('shows its range and the way to the clinician summary as soon as it is signed in, with no second load', () => {
    fakeStatsApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    expect(screen.getByRole('link', { name: 'Summary for my clinician' })).toHaveAttribute(
      'href',
      '/clinician-summary',
    );
  });

  it('shows its title and lead while a stored session is checked, and keeps the same ones once signed in', async () => {
    fakeStatsApi();
    setChannelValue(authChannel, (state) => ({ ...state, loading: true, token: 'stored' }));
    renderPage(<StatisticsPage />, { path: '/statistics' });
    const title = screen.getByRole('heading', { level: 1, name: 'Your statistics' });
    const lead = screen.getByText('What you practised, how you felt and what helped, from your own records.');
    act(() => signIn({ ...testUser, subscription_status: 'active' }));
    expect(await screen.findByRole('region', { name: 'Mood over time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your statistics' })).toBe(title);
    expect(screen.getByText('What you practised, how you felt and what helped, from your own records.')).toBe(
      lead,
    );
  });

  it("labels the mood chart's vertical axis from very good at the top to very bad at the bottom", async () => {
    fakeStatsApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    const mood = await screen.findByRole('region', { name: 'Mood over time' });
    const axis = within(mood).getByTestId('mood-axis');
    expect([...axis.children].map((label) => label.textContent)).toEqual([
      'Very good',
      'Good',
      'Neutral',
      'Bad',
      'Very bad',
    ]);
  });

  it('shows mood, states, what helped, practice, XP and active days, each with its numbers as a table', async () => {
    const user = userEvent.setup();
    fakeStatsApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    const mood = await screen.findByRole('region', { name: 'Mood over time' });
    expect(
      within(mood).getByRole('img', { name: 'Average mood 3 of 5, from 2 entries.' }),
    ).toBeInTheDocument();
    await user.click(within(mood).getByText('Show as a table'));
    const rows = within(within(mood).getByRole('table')).getAllByRole('row');
    // Header row, then Monday; Tuesday has one entry with mood 2.
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Tuesday, March 3');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    expect(screen.getByText('Anxiety: 3 times')).toBeInTheDocument();
    expect(screen.getByText('Very good: 1 time')).toBeInTheDocument();
    expect(await screen.findByText('Breath loop: 4.5 of 5 (2 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '7 minutes over 2 techniques.' })).toBeInTheDocument();
    expect(screen.getByText('30 XP earned in this period; level 2 now.')).toBeInTheDocument();
    expect(screen.getByText('2 active days in this period.')).toBeInTheDocument();
  });

  it('shows hours after a dose only to someone who keeps a medication log, with its numbers as a table', async () => {
    const user = userEvent.setup();
    const group = (fromHours: number, toHours: number | null) => ({
      fromHours,
      toHours,
      states: [],
      checkIns: 0,
      feelingAverage: null,
    });
    fakeStatsApi(false, {
      hasLog: true,
      groups: [
        { ...group(0, 2), states: [{ state: 'good', count: 2 }], feelingAverage: 4 },
        group(2, 4),
        group(4, 6),
        { ...group(6, 8), states: [{ state: 'overwhelm', count: 1 }], checkIns: 1, feelingAverage: 2 },
        group(8, null),
      ],
    });
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    const section = await screen.findByRole('region', { name: 'Hours after a dose' });
    await user.click(within(section).getByText('Show as a table'));
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'After the doseStates and check-insAverage mood',
      '0–2 hGood: 2 times4',
      '2–4 h——',
      '4–6 h——',
      '6–8 hOverwhelm: 1 time1 check-in2',
      '8+ h——',
    ]);
  });

  it('shows no hours after a dose to someone without a medication log', async () => {
    fakeStatsApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    await screen.findByRole('region', { name: 'Mood over time' });
    expect(screen.queryByRole('region', { name: 'Hours after a dose' })).not.toBeInTheDocument();
  });

  it('asks for another period when the reader picks one, in the reader’s language', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeStatsApi();
    setChannelValue(languageChannel, 'ru');
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<StatisticsPage />, { path: '/statistics' });
    await user.click(await screen.findByRole('button', { name: 'Год' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([url]) => String(url))
          .some((url) => url.startsWith('/api/stats?range=year')),
      ).toBe(true),
    );
    expect(await screen.findByText('Тревога: 3 раза')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Год' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a free user what statistics offer and the way to Premium', async () => {
    fakeStatsApi(true);
    signIn();
    renderPage(<StatisticsPage />, { path: '/statistics' });
    expect(
      await screen.findByRole('heading', { name: 'Detailed statistics are part of Premium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
  });
});
