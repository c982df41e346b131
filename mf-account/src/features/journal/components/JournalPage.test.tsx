import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendQueuedWrites } from '@steady/api-client';
import { authChannel, languageChannel, toastChannel } from '@steady/bus';
import type { JournalEntry } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { JournalPage } from './JournalPage';
import { setChannelValue } from '@steady/bus/testing';

const stored: JournalEntry = {
  id: '5',
  kind: 'checkIn',
  date: '2026-03-01T09:30:00.000Z',
  state: 'anxiety',
  effectiveness: 4,
  techniques: ['breath-loop'],
  text: 'Before the call.',
  tags: ['work'],
  feelingBefore: 2,
  feelingAfter: 4,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

const premiumRequired = {
  status: 403,
  body: {
    error: { code: 'forbidden', reason: 'premium_required', message: 'This is part of Steady Premium' },
  },
};

/** The journal API with one stored entry; writes echo what was sent, and a first entry earns its badge. */
function fakeJournalApi({ writable = true, free = false } = {}) {
  return fakeApi((method, url, body) => {
    if (url.startsWith('/api/journal') && free) return premiumRequired;
    if (url.startsWith('/api/journal?'))
      return { status: 200, body: { entries: [stored], hasMore: false, writable } };
    if (method === 'POST' || method === 'PUT') {
      const entry = { ...stored, ...(body as object), id: method === 'POST' ? '6' : stored.id };
      return {
        status: method === 'POST' ? 201 : 200,
        body: { entry, badgesEarned: method === 'POST' ? ['first-journal-entry'] : [] },
      };
    }
    if (method === 'DELETE') return { status: 204, body: null };
    if (url === '/api/user/history') return { status: 200, body: { records: [] } };
    if (url.startsWith('/api/content/techniques')) {
      return { status: 200, body: { techniques: [{ id: 'breath-loop', name: 'Breath loop' }] } };
    }
    return { status: 404, body: null };
  });
}

const calls = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('the mood journal page', () => {
  beforeEach(() => {
    resetDevice();
    setChannelValue(toastChannel, []);
  });

  it('shows its title and lead while a stored session is checked, and keeps the same ones once signed in', async () => {
    fakeJournalApi();
    setChannelValue(authChannel, (state) => ({ ...state, loading: true, token: 'stored' }));
    renderPage(<JournalPage />, { path: '/journal' });
    const title = screen.getByRole('heading', { level: 1, name: 'Mood journal' });
    const lead = screen.getByText(/^Note how you feel and what you tried/);
    act(() => signIn({ ...testUser, subscription_status: 'active' }));
    expect(await screen.findByRole('list', { name: 'Journal entries, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mood journal' })).toBe(title);
    expect(screen.getByText(/^Note how you feel and what you tried/)).toBe(lead);
  });

  it('shows a free user what the journal offers and the way to Premium', async () => {
    fakeJournalApi({ free: true });
    signIn();
    renderPage(<JournalPage />, { path: '/journal' });
    expect(
      await screen.findByRole('heading', { name: 'The mood journal is part of Premium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
  });

  it('lists entries with their check-in answers, what was tried and how much it helped', async () => {
    fakeJournalApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<JournalPage />, { path: '/journal' });
    const list = await screen.findByRole('list', { name: 'Journal entries, newest first' });
    expect(within(list).getByRole('heading', { name: 'Anxiety' })).toBeInTheDocument();
    expect(within(list).getByText('Check-in')).toBeInTheDocument();
    expect(within(list).getByText('Before: 2 of 5 · After: 4 of 5')).toBeInTheDocument();
    expect(await within(list).findByText('Tried: Breath loop')).toBeInTheDocument();
    expect(within(list).getByText('Helped: 4 of 5')).toBeInTheDocument();
    expect(within(list).getByText('Before the call.')).toBeInTheDocument();
  });

  it('writes a new entry and announces the badge it earned', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeJournalApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<JournalPage />, { path: '/journal' });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const form = screen.getByRole('region', { name: 'New entry' });
    await user.selectOptions(within(form).getByLabelText('How are you?'), 'good');
    await user.click(within(form).getByRole('radio', { name: '5' }));
    await user.type(within(form).getByLabelText('Notes'), 'A calm walk.');
    await user.type(within(form).getByLabelText('Tags'), 'walk, evening');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST')[0]?.[1]?.body))).toMatchObject({
      kind: 'entry',
      state: 'good',
      effectiveness: 5,
      text: 'A calm walk.',
      tags: ['walk', 'evening'],
      techniques: [],
    });
    await waitFor(() =>
      expect(toastChannel.get().map((toast) => toast.message)).toEqual([
        'Entry saved',
        'New badge: First entry',
      ]),
    );
  });

  it.each([
    ['en', 'How are you?', 'If you are in crisis', 'Save entry'],
    ['ru', 'Как вы?', 'Если нужна срочная помощь', 'Сохранить запись'],
  ] as const)(
    'offers crisis help when an entry is rated very bad, and keeps it after saving with no celebratory toast (%s)',
    async (language, stateLabel, crisisTitle, saveLabel) => {
      const user = userEvent.setup();
      fakeJournalApi();
      signIn({ ...testUser, subscription_status: 'active' });
      act(() => setChannelValue(languageChannel, language));
      renderPage(<JournalPage />, { path: '/journal' });
      await user.click(
        await screen.findByRole('button', { name: language === 'en' ? 'New entry' : 'Новая запись' }),
      );
      const stateSelect = screen.getByLabelText(stateLabel);
      await user.selectOptions(stateSelect, 'bad');
      expect(screen.queryByRole('region', { name: crisisTitle })).not.toBeInTheDocument();

      await user.selectOptions(stateSelect, 'veryBad');
      expect(screen.getByRole('region', { name: crisisTitle })).toHaveTextContent('112');
      await user.click(screen.getByRole('button', { name: saveLabel }));
      await waitFor(() => expect(screen.queryByLabelText(stateLabel)).not.toBeInTheDocument());
      expect(screen.getByRole('region', { name: crisisTitle })).toHaveTextContent('112');
      // Saved, and nothing celebratory under the crisis help (the API answered with the first-entry badge).
      await waitFor(() => expect(toastChannel.get()).toHaveLength(1));
      expect(toastChannel.get()[0]?.message).not.toMatch(/badge|значок/i);
    },
  );

  it('edits an entry in place and deletes one after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeJournalApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<JournalPage />, { path: '/journal' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('region', { name: 'Edit entry' });
    await user.clear(within(form).getByLabelText('Notes'));
    await user.type(within(form).getByLabelText('Notes'), 'Edited.');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(calls(fetchMock, 'PUT')[0]?.[0]).toBe('/api/journal/5');
    expect(JSON.parse(String(calls(fetchMock, 'PUT')[0]?.[1]?.body))).toMatchObject({
      kind: 'checkIn',
      text: 'Edited.',
      feelingBefore: 2,
      feelingAfter: 4,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(calls(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/journal/5');
  });

  it('keeps entries readable, without editing, after Premium ends', async () => {
    fakeJournalApi({ writable: false });
    signIn();
    renderPage(<JournalPage />, { path: '/journal' });
    expect(await screen.findByText('Before the call.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
  });

  it('searches by text and filters by state', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeJournalApi();
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<JournalPage />, { path: '/journal' });
    await user.type(await screen.findByLabelText('Search text and tags'), 'call');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'anxiety');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET').map(([url]) => url)).toContain(
        '/api/journal?offset=0&q=call&state=anxiety',
      ),
    );
  });

  it('shows an entry written offline at once, waiting to sync, and the saved entry in its place once it is sent', async () => {
    const user = userEvent.setup();
    let online = true;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const saved: JournalEntry[] = [stored];
    const fetchMock = fakeApi((method, url, body) => {
      if (url.startsWith('/api/journal?'))
        return { status: 200, body: { entries: saved, hasMore: false, writable: true } };
      if (method === 'POST') {
        const entry = { ...stored, ...(body as object), id: '6' };
        saved.unshift(entry);
        return { status: 201, body: { entry, badgesEarned: [] } };
      }
      if (url === '/api/user/history') return { status: 200, body: { records: [] } };
      return { status: 404, body: null };
    });
    signIn({ ...testUser, subscription_status: 'active' });
    renderPage(<JournalPage />, { path: '/journal' });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));

    online = false;
    const form = screen.getByRole('region', { name: 'New entry' });
    await user.selectOptions(within(form).getByLabelText('How are you?'), 'good');
    await user.type(within(form).getByLabelText('Notes'), 'Written on the train.');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    const list = screen.getByRole('list', { name: 'Journal entries, newest first' });
    const waiting = (await within(list).findByText('Written on the train.')).closest('article');
    expect(waiting).not.toBeNull();
    expect(within(waiting as HTMLElement).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(waiting as HTMLElement).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    online = true;
    await act(() => sendQueuedWrites());
    await waitFor(() => expect(within(list).queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
    expect(within(list).getAllByText('Written on the train.')).toHaveLength(1);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    onLine.mockRestore();
  });
});
