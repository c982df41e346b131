import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sendQueuedWrites } from '@steady/api-client';
import { authChannel, authTransitions, subscriptionChannel } from '@steady/bus';
import type { JournalEntry, SubscriptionStatus, User } from '@steady/contracts';
import { recordTechniqueCompletion } from '@steady/user-state';
import { oneMinuteRule } from '../../one-minute-rule';
import { flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { setChannelValue } from '@steady/bus/testing';

const OneMinuteRuleTool = oneMinuteRule.Tool;

jest.mock('@steady/user-state', () => ({
  ...jest.requireActual('@steady/user-state'),
  recordTechniqueCompletion: jest.fn(),
}));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

function signInWith(status: SubscriptionStatus) {
  const user: User = {
    id: 'u1',
    name: 'Ann',
    email: 'ann@example.com',
    memberSince: '2026-01-01T00:00:00.000Z',
    subscription_status: status,
  };
  setChannelValue(authChannel, authTransitions.signedIn(user, 'token'));
  setChannelValue(subscriptionChannel, { status, cancelAtPeriodEnd: false, currentPeriodEnd: null });
}

/** The journal API: echoes what it was sent as the stored entry. */
function fakeJournal() {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Omit<JournalEntry, 'id' | 'createdAt' | 'updatedAt'>;
    const entry = { ...body, id: '9', createdAt: body.date, updatedAt: body.date };
    return {
      ok: true,
      status: url === '/api/journal' ? 201 : 200,
      json: async () => ({ entry, badgesEarned: [] }),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sentBody = (fetchMock: jest.Mock, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

beforeEach(() => {
  recordCompletion.mockResolvedValue({
    signedIn: true,
    xpEarned: 10,
    premiumBonus: 5,
    limitReached: false,
    levelReached: null,
    badgesEarned: [],
  });
});

afterEach(() => {
  setChannelValue(authChannel, authTransitions.signedOut);
  recordCompletion.mockReset();
});

describe('the check-in around a technique', () => {
  it('asks before and after, one tap each, and saves both answers as one journal check-in', async () => {
    signInWith('active');
    const fetchMock = fakeJournal();
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    const before = screen.getByRole('group', { name: /how do you feel right now/ });
    fireEvent.click(within(before).getByRole('button', { name: '2 of 5' }));
    await flushPromises();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/journal');
    expect(sentBody(fetchMock, 0)).toMatchObject({
      kind: 'checkIn',
      techniques: ['one-minute-rule'],
      feelingBefore: 2,
      feelingAfter: null,
    });
    expect(screen.getByText('Noted. We will ask again when you finish.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('group', { name: /how do you feel/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();

    const after = screen.getByRole('group', { name: 'And now, how do you feel?' });
    fireEvent.click(within(after).getByRole('button', { name: '4 of 5' }));
    await flushPromises();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/journal/9');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock, 1)).toMatchObject({ feelingBefore: 2, feelingAfter: 4 });
    expect(screen.getByRole('link', { name: 'Open the journal' })).toHaveAttribute('href', '/journal');
  });

  it('is optional: skipping "before" still asks "after" and saves a check-in with that answer', async () => {
    signInWith('cancelPending');
    const fetchMock = fakeJournal();
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    fireEvent.click(screen.getByRole('button', { name: '5 of 5' }));
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock, 0)).toMatchObject({ feelingBefore: null, feelingAfter: 5, state: 'veryGood' });
  });

  it('is offered before the first run when a card starts the tool, and skipped once the tool has been started', () => {
    signInWith('active');
    fakeJournal();
    const first = renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} autoStart />);
    expect(screen.getByRole('group', { name: /how do you feel right now/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('group', { name: /how do you feel right now/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    first.unmount();

    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} autoStart />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('answered offline, both answers are kept on this device and reach the journal as one check-in once back', async () => {
    signInWith('active');
    let online = false;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const fetchMock = fakeJournal();
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    const before = screen.getByRole('group', { name: /how do you feel right now/ });
    fireEvent.click(within(before).getByRole('button', { name: '2 of 5' }));
    expect(await screen.findByText('Noted. We will ask again when you finish.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await flushPromises();
    const after = screen.getByRole('group', { name: 'And now, how do you feel?' });
    fireEvent.click(within(after).getByRole('button', { name: '4 of 5' }));
    await waitFor(() =>
      expect(within(after).getByRole('button', { name: '4 of 5' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/journal'))).toEqual([]);

    online = true;
    await act(() => sendQueuedWrites());
    const journalCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/journal'));
    expect(journalCalls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/journal',
      'PUT /api/journal/9',
    ]);
    expect(JSON.parse(String(journalCalls[1]?.[1].body))).toMatchObject({
      feelingBefore: 2,
      feelingAfter: 4,
    });
    onLine.mockRestore();
  });

  it('is not offered on the free plan or to guests, whose answers the journal could not keep', () => {
    signInWith('inactive');
    renderWithProviders(<OneMinuteRuleTool techniqueId="one-minute-rule" xp={10} />);
    expect(screen.queryByRole('group', { name: /how do you feel/ })).not.toBeInTheDocument();
  });
});
