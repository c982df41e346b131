import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions } from '@steady/bus';
import { moods } from '@steady/contracts';
import { userStateActions, userStateChannel } from '@steady/user-state';
import { fakeApi, renderPage, testUser } from '../../../shared/testing/render-page';
import { HomePage } from './HomePage';
import { setChannelValue } from '@steady/bus/testing';

const plan = {
  amount: 5,
  currency: 'usd',
  interval: 'month',
  trialDays: 7,
  moneyBackDays: 14,
  billingMode: 'stripe',
};

describe('the home page', () => {
  beforeEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      userStateActions.reset();
    }),
  );

  it('offers six state tiles, the tests, the shopping list and the premium figures from the plan', async () => {
    fakeApi(() => ({ status: 200, body: plan }));
    const { container } = renderPage(<HomePage />);
    const tiles = screen.getByRole('list', { name: 'Pick your state' });
    expect(tiles).toHaveAttribute('id', 'moods');
    expect(screen.getByRole('link', { name: 'Anxiety' })).toHaveAttribute('href', '/recommendations/anxiety');
    expect(screen.getByRole('link', { name: "I don't know what's wrong with me" })).toHaveAttribute(
      'href',
      '/short-test',
    );
    expect(tiles.querySelectorAll('li')).toHaveLength(6);
    expect(container.querySelectorAll('#moods svg')).toHaveLength(moods.length);
    expect(screen.getByRole('link', { name: 'Take the self-reflection test' })).toHaveAttribute(
      'href',
      '/adhd-test',
    );
    expect(screen.getByRole('link', { name: 'Supplement shopping list' })).toHaveAttribute(
      'href',
      '/shopping-list',
    );
    expect(screen.getByRole('heading', { name: 'Signs you might notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What helps' })).toBeInTheDocument();
    expect(
      await screen.findByText('$5.00 a month. Free trial: 7 days. Money back within 14 days.'),
    ).toBeInTheDocument();
  });

  it("remembers a guest's pick without calling the server", async () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: plan }));
    renderPage(<HomePage />);
    await userEvent.click(screen.getByRole('link', { name: 'Overwhelm' }));
    expect(userStateChannel.get().currentMood).toBe('overwhelm');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/user/save-mood');
    expect(screen.getByTestId('location')).toHaveTextContent('/recommendations/overwhelm');
  });

  it("saves a signed-in user's pick, and goes on quietly when saving fails", async () => {
    act(() => setChannelValue(authChannel, authTransitions.signedIn(testUser, 'token')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = fakeApi((method, url) =>
      url === '/api/user/save-mood' ? { status: 503, body: null } : { status: 200, body: plan },
    );
    renderPage(<HomePage />);
    await userEvent.click(screen.getByRole('link', { name: 'Procrastination' }));
    const saveCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/save-mood');
    expect(JSON.parse(String(saveCall?.[1]?.body))).toEqual({ mood: 'procrastination' });
    expect(screen.getByTestId('location')).toHaveTextContent('/recommendations/procrastination');
    expect(userStateChannel.get().currentMood).toBe('procrastination');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
