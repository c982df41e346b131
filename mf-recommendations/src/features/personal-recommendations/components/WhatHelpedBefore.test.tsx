import { act, screen, within } from '@testing-library/react';
import { authChannel, authTransitions, languageChannel, subscriptionChannel } from '@steady/bus';
import type { MoodContent, PersonalRecommendationsResponse, SubscriptionStatus } from '@steady/contracts';
import { fakeApi, renderPage, techniqueEntry, testUser } from '../../../shared/testing/render-page';
import { WhatHelpedBefore } from './WhatHelpedBefore';
import { setChannelValue } from '@steady/bus/testing';

const content: MoodContent = {
  mood: 'anxiety',
  lang: 'en',
  title: 'Anxiety',
  short_description: 'Anxiety can show up as a racing heart.',
  immediate_techniques: ['Breathe out slowly.'],
  extended_techniques: [techniqueEntry({ id: 'body-scan', name: 'Body scan', isPremium: true })],
  app_techniques: [
    techniqueEntry({ id: 'breath-loop', name: 'Breath loop', type: 'app', appName: 'breathing' }),
  ],
  premiumAccess: true,
};

const recommendations: PersonalRecommendationsResponse = {
  mood: 'anxiety',
  items: [
    { techniqueId: 'breath-loop', reason: { kind: 'rated', averageRating: 4.5, ratings: 2 } },
    { techniqueId: 'body-scan', reason: { kind: 'completed', completions: 3 } },
    { techniqueId: 'not-on-this-page', reason: { kind: 'popular', people: 4 } },
  ],
};

function viewAs(status: SubscriptionStatus, language: 'en' | 'ru' = 'en') {
  act(() => {
    setChannelValue(languageChannel, language);
    setChannelValue(
      authChannel,
      authTransitions.signedIn({ ...testUser, subscription_status: status }, 'token'),
    );
    setChannelValue(subscriptionChannel, { status, cancelAtPeriodEnd: false, currentPeriodEnd: null });
  });
}

describe('"What helped you before" on a state page', () => {
  afterEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      setChannelValue(languageChannel, 'en');
    }),
  );

  it("shows a premium user's own best techniques with why, linking to their entries", async () => {
    viewAs('active');
    const fetchMock = fakeApi(() => ({ status: 200, body: recommendations }));
    renderPage(<WhatHelpedBefore content={content} />);
    const row = await screen.findByRole('region', { name: 'What helped you before' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/recommendations/personal?mood=anxiety');
    expect(within(row).getByRole('link', { name: 'Breath loop' })).toHaveAttribute(
      'href',
      '#technique-breath-loop',
    );
    expect(within(row).getByText('You rated it 4.5 of 5 for this state (2 ratings).')).toBeInTheDocument();
    expect(within(row).getByText('You came back to it 3 times for this state.')).toBeInTheDocument();
    // Only techniques this page shows can be suggested.
    expect(within(row).getAllByRole('link')).toHaveLength(2);
  });

  it('explains itself in Russian with the right plural forms', async () => {
    viewAs('active', 'ru');
    fakeApi(() => ({ status: 200, body: recommendations }));
    renderPage(<WhatHelpedBefore content={content} />);
    const row = await screen.findByRole('region', { name: 'Что помогало вам раньше' });
    expect(within(row).getByText('Ваша оценка в этом состоянии: 4,5 из 5 (2 оценки).')).toBeInTheDocument();
    expect(
      within(row).getByText('Вы возвращались к этой технике в этом состоянии 3 раза.'),
    ).toBeInTheDocument();
  });

  it('asks for nothing and shows nothing on the free plan', async () => {
    viewAs('inactive');
    const fetchMock = fakeApi(() => ({ status: 200, body: recommendations }));
    renderPage(<WhatHelpedBefore content={content} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'What helped you before' })).not.toBeInTheDocument();
  });
});
