import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions, toastChannel } from '@steady/bus';
import type { HistoryRecord } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { HistoryPage } from './HistoryPage';
import { setChannelValue } from '@steady/bus/testing';

const location = () => screen.getByTestId('location').textContent;

const records: HistoryRecord[] = [
  {
    id: '3',
    date: '2026-03-02T12:30:00.000Z',
    state: 'anxiety',
    techniques: ['breath-loop', 'box-breathing'],
    effectiveness: null,
    xpEarned: 20,
  },
  { id: '2', date: '2026-03-02T11:30:00.000Z', state: null, techniques: [], effectiveness: 4, xpEarned: 0 },
  {
    id: '1',
    date: '2026-02-27T12:00:00.000Z',
    state: 'overwhelm',
    techniques: [],
    effectiveness: null,
    xpEarned: 0,
  },
];

function fakeHistoryApi(options: { records?: HistoryRecord[]; contentDown?: boolean } = {}) {
  return fakeApi((method, url, body) => {
    if (url === '/api/user/history') return { status: 200, body: { records: options.records ?? records } };
    if (method === 'PATCH') {
      const record = records.find((candidate) => url.endsWith(`/${candidate.id}`));
      // This rating completes "three states helped".
      return { status: 200, body: { ...record, ...(body as object), badgesEarned: ['three-states-helped'] } };
    }
    if (url.startsWith('/api/content/techniques') && !options.contentDown) {
      return {
        status: 200,
        body: {
          lang: 'en',
          techniques: [
            { id: 'breath-loop', name: 'Breath loop' },
            { id: 'box-breathing', name: 'Box breathing' },
          ].map((technique) => ({
            ...technique,
            type: 'text',
            appName: null,
            props: {},
            desc: '',
            time: '2 min',
            minutes: 2,
            xp: '10 XP',
            xpAmount: 10,
            likes: '0',
            steps: [],
            audio: false,
            isPremium: false,
            locked: false,
          })),
        },
      };
    }
    return { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } };
  });
}

describe('the history page', () => {
  beforeEach(resetDevice);

  it('sends a guest to /login once the start-up check is over', () => {
    fakeHistoryApi();
    setChannelValue(authChannel, (state) => ({ ...state, loading: true, token: 'stored' }));
    renderPage(<HistoryPage />, { path: '/history' });
    expect(location()).toBe('/history');
    act(() => setChannelValue(authChannel, authTransitions.signedOut));
    expect(location()).toBe('/login');
  });

  it('shows sittings newest first, grouped by day, with states, technique names, XP and ratings', async () => {
    fakeHistoryApi();
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday, March 2, 2026',
      'Friday, February 27, 2026',
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Anxiety',
      'No state picked',
      'Overwhelm',
    ]);
    expect(await within(items[0]!).findByText('Techniques: Breath loop, Box breathing')).toBeInTheDocument();
    expect(within(items[0]!).getByText('+20 XP')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Helped: 4 of 5')).toBeInTheDocument();
    expect(within(items[2]!).getByText('No techniques yet')).toBeInTheDocument();
    // A mood picked without techniques has nothing to rate, so it does not ask.
    expect(within(items[2]!).queryByRole('group', { name: 'How much did it help?' })).toBeNull();
    expect(within(items[0]!).getByRole('group', { name: 'How much did it help?' })).toBeInTheDocument();
  });

  it('keeps technique ids readable when the content service is down', async () => {
    fakeHistoryApi({ contentDown: true });
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    expect(await screen.findByText('Techniques: Breath loop, Box breathing')).toBeInTheDocument();
  });

  it('saves how much a sitting helped and announces a badge the rating earned', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeHistoryApi();
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: '4 of 5' }));
    expect(await within(first).findByText('Helped: 4 of 5')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/user/history/3');
    expect(patch?.[1]?.body).toBe(JSON.stringify({ effectiveness: 4 }));
    expect(toastChannel.get().map((toast) => toast.message)).toEqual(['New badge: What works']);
  });

  it('lets a rating be changed, showing the one given before', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeHistoryApi();
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: '2 of 5' }));
    await user.click(await within(first).findByRole('button', { name: 'Change rating' }));
    expect(within(first).getByRole('button', { name: '2 of 5' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(first).getByRole('button', { name: '5 of 5' }));
    expect(await within(first).findByText('Helped: 5 of 5')).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ effectiveness: 2 }),
      JSON.stringify({ effectiveness: 5 }),
    ]);
  });

  it('says what to do when there is no history yet', async () => {
    fakeHistoryApi({ records: [] });
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick how you feel' })).toHaveAttribute('href', '/');
  });

  it('reports a failed load and retries', async () => {
    const user = userEvent.setup();
    let available = false;
    fakeApi((_method, url) =>
      url === '/api/user/history' && available
        ? { status: 200, body: { records: [] } }
        : { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } },
    );
    signIn();
    renderPage(<HistoryPage />, { path: '/history' });
    expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
    available = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/Nothing here yet/)).toBeInTheDocument());
  });
});
