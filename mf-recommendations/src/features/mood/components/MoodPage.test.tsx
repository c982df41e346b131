import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authChannel,
  authTransitions,
  badDayChannel,
  languageChannel,
  subscriptionChannel,
} from '@steady/bus';
import type { MoodContent, TechniqueEntry } from '@steady/contracts';
import { userStateActions, userStateChannel } from '@steady/user-state';
import { fakeApi, renderPage, techniqueEntry, testUser } from '../../../shared/testing/render-page';
import { MoodPage } from './MoodPage';
import { setChannelValue } from '@steady/bus/testing';

const plan = {
  amount: 5,
  currency: 'usd',
  interval: 'month',
  trialDays: 7,
  moneyBackDays: 14,
  billingMode: 'stripe',
};

function moodContent(overrides: Partial<MoodContent> = {}): MoodContent {
  return {
    mood: 'anxiety',
    lang: 'en',
    title: 'Anxiety',
    short_description: 'Anxiety can show up as a racing heart.',
    immediate_techniques: ['Breathe out slowly.', 'Name five things you see.'],
    extended_techniques: [
      techniqueEntry({ id: 'premium-one', name: 'Premium one', isPremium: true, locked: true, steps: [] }),
      techniqueEntry({ id: 'free-text', name: 'Free text' }),
    ],
    app_techniques: [
      techniqueEntry({ id: 'breath-loop', name: 'Breath loop', type: 'app', appName: 'breathing' }),
    ],
    premiumAccess: false,
    ...overrides,
  };
}

function answerWith(content: MoodContent | null) {
  return fakeApi((method, url) => {
    if (url.startsWith('/api/content/'))
      return content ? { status: 200, body: content } : { status: 503, body: null };
    if (url === '/api/subscription/plan') return { status: 200, body: plan };
    return { status: 200, body: [] };
  });
}

const entryNames = () =>
  within(screen.getByRole('list', { name: 'Techniques' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the state page', () => {
  beforeEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      setChannelValue(subscriptionChannel, {
        status: 'inactive',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      });
      setChannelValue(languageChannel, 'en');
      userStateActions.reset();
    }),
  );

  const renderMoodPage = (mood = 'anxiety') =>
    renderPage(<MoodPage />, { path: `/recommendations/${mood}`, route: '/recommendations/:mood' });

  it('shows the description, one tip, free techniques first, the promo after the second and premium folded away', async () => {
    const fetchMock = answerWith(moodContent());
    renderMoodPage();
    expect(await screen.findByText('Anxiety can show up as a racing heart.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/content/anxiety?lang=en', expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anxiety');
    const tip = screen.getByRole('region', { name: 'Try this right now' });
    expect(['Breathe out slowly.', 'Name five things you see.']).toContain(
      within(tip).getByText(/\./).textContent,
    );

    expect(entryNames()).toEqual(['Breath loop', 'Free text', 'Want more ways to feel steady?']);
    expect(
      within(screen.getByRole('article', { name: 'Breath loop' })).getByText('Start here'),
    ).toBeInTheDocument();
    const premiumGroup = screen.getByRole('button', { name: '1 more technique in Premium' });
    expect(premiumGroup).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(premiumGroup);
    expect(entryNames()).toEqual([
      'Breath loop',
      'Free text',
      'Want more ways to feel steady?',
      'Premium one',
    ]);
    expect(screen.getByText(/2 free techniques and 1 premium\./)).toBeInTheDocument();
    expect(screen.getByText(/The steps of 1 premium technique are hidden\./)).toBeInTheDocument();
    expect(await screen.findByText('$5.00 a month, with a free trial of 7 days.')).toBeInTheDocument();
    expect(userStateChannel.get().currentMood).toBe('anxiety');
  });

  it('marks the techniques done today on this device', async () => {
    act(() => userStateActions.addToHistory({ techniqueId: 'breath-loop', mood: 'anxiety', xpEarned: 10 }));
    answerWith(moodContent());
    renderMoodPage();
    const breathLoop = await screen.findByRole('article', { name: 'Breath loop' });
    expect(within(breathLoop).getByText('Done today')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Free text' })).queryByText('Done today')).toBeNull();
  });

  it.each(['anxiety', 'overwhelm', 'irritability'] as const)(
    'offers crisis help on the %s page, before the techniques and never beside the premium card',
    async (mood) => {
      answerWith(moodContent({ mood }));
      renderMoodPage(mood);
      const crisis = await screen.findByRole('region', { name: 'If you are in crisis' });
      expect(crisis).toHaveTextContent(
        'Call 112 in Russia and across Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
      );
      const list = screen.getByRole('list', { name: 'Techniques' });
      expect(crisis.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const promo = screen.getByRole('heading', { name: 'Want more ways to feel steady?' }).closest('li');
      // The card comes after the second technique, inside the list; the crisis block is outside it.
      expect([...list.children].indexOf(promo as Element)).toBe(2);
      expect(crisis.contains(promo)).toBe(false);
    },
  );

  it('offers crisis help in Russian on the irritability page, where others may be at risk', async () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    answerWith(moodContent({ mood: 'irritability', lang: 'ru', title: 'Раздражительность' }));
    renderMoodPage('irritability');
    expect(await screen.findByRole('region', { name: 'Если нужна срочная помощь' })).toHaveTextContent(
      'Звоните 112 в России и в Европе',
    );
  });

  it('keeps crisis help to the states that need it', async () => {
    answerWith(moodContent({ mood: 'procrastination', title: 'Procrastination' }));
    renderMoodPage('procrastination');
    expect(await screen.findByText('Anxiety can show up as a racing heart.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'If you are in crisis' })).not.toBeInTheDocument();
  });

  it('offers another tip, never the same one', async () => {
    answerWith(moodContent());
    renderMoodPage();
    const tip = await screen.findByRole('region', { name: 'Try this right now' });
    const first = within(tip).getByText(/\./).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Another tip' }));
    expect(within(tip).getByText(/\./).textContent).not.toBe(first);
  });

  it('on a hard day shows a gentle note, calming audio first and only the shortest techniques, without XP or upsell', async () => {
    act(() => {
      setChannelValue(authChannel, authTransitions.signedIn(testUser, 'token'));
      setChannelValue(badDayChannel, { until: '2099-01-01T00:00:00.000Z' });
    });
    try {
      answerWith(
        moodContent({
          extended_techniques: [
            techniqueEntry({ id: 'long-walk', name: 'Long walk', minutes: 20 }),
            techniqueEntry({ id: 'premium-one', name: 'Premium one', isPremium: true, locked: true }),
            techniqueEntry({ id: 'exhale', name: 'Long exhale', minutes: 1 }),
            techniqueEntry({ id: 'stretch', name: 'Stretch', minutes: 5 }),
            techniqueEntry({ id: 'journal', name: 'Write it down', minutes: 10 }),
          ],
          app_techniques: [
            techniqueEntry({
              id: 'breath-loop',
              name: 'Breath loop',
              type: 'app',
              appName: 'breathing',
              minutes: 2,
            }),
          ],
        }),
      );
      renderMoodPage();
      const note = await screen.findByText(/Today is hard, so this page keeps only the shortest things/);
      const audio = screen.getByRole('region', { name: 'Calming audio' });
      const list = screen.getByRole('list', { name: 'Techniques' });
      expect(note.compareDocumentPosition(audio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(audio.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(entryNames()).toEqual(['Breath loop', 'Long exhale', 'Stretch']);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByText('Want more ways to feel steady?')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /more technique/ })).not.toBeInTheDocument();
    } finally {
      act(() => setChannelValue(badDayChannel, { until: null }));
    }
  });

  it('shows the XP bar to signed-in users only', async () => {
    answerWith(moodContent());
    const { unmount } = renderMoodPage();
    await screen.findByText('Anxiety can show up as a racing heart.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    unmount();

    act(() => setChannelValue(authChannel, authTransitions.signedIn(testUser, 'token')));
    renderMoodPage();
    expect(await screen.findByRole('progressbar', { name: 'XP towards the next level' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 100 XP',
    );
    expect(screen.getByText('Level 1')).toBeInTheDocument();
  });

  it("shows the server's XP when the device's copy is older", async () => {
    const serverProgress = { xp: 47, level: 1, xpToNextLevel: 100, completedTechniques: [], badges: [] };
    fakeApi((method, url) => {
      if (url.startsWith('/api/content/')) return { status: 200, body: moodContent() };
      if (url === '/api/subscription/plan') return { status: 200, body: plan };
      if (url === '/api/user/progress') return { status: 200, body: serverProgress };
      return { status: 200, body: [] };
    });
    act(() => {
      setChannelValue(authChannel, authTransitions.signedIn(testUser, 'token'));
      userStateActions.replaceProgress({ ...serverProgress, xp: 10 });
    });
    renderMoodPage();
    // Generous waits: the page's content arrives through a lazily loaded module.
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'XP towards the next level' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '47 / 100 XP'), { timeout: 10_000 });
    expect(userStateChannel.get().progress.xp).toBe(47);
  });

  it('shows subscribers no promo card and the interactive techniques first', async () => {
    act(() => {
      setChannelValue(
        authChannel,
        authTransitions.signedIn({ ...testUser, subscription_status: 'active' }, 'token'),
      );
    });
    const unlock = (technique: TechniqueEntry) => ({ ...technique, locked: false, steps: ['Go.'] });
    const unlocked = moodContent({
      premiumAccess: true,
      extended_techniques: moodContent().extended_techniques.map(unlock),
      app_techniques: moodContent().app_techniques.map(unlock),
    });
    answerWith(unlocked);
    renderMoodPage();
    await screen.findByText('Anxiety can show up as a racing heart.');
    expect(entryNames()).toEqual(['Breath loop', 'Premium one', 'Free text']);
    expect(screen.queryByText(/are hidden/)).not.toBeInTheDocument();
  });

  it('says "Checking your subscription…" instead of the promo and the ways to Premium while billing cannot be reached', async () => {
    act(() => {
      setChannelValue(authChannel, authTransitions.signedIn(testUser, 'token'));
      setChannelValue(subscriptionChannel, {
        status: 'inactive',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        checking: true,
      });
    });
    answerWith(moodContent());
    renderMoodPage();
    await screen.findByText('Anxiety can show up as a racing heart.');
    expect(entryNames()).toEqual(['Breath loop', 'Free text']);
    expect(screen.getByText(/The steps of 1 premium technique are hidden\./)).toHaveTextContent(
      'The steps of 1 premium technique are hidden. Checking your subscription…',
    );
    await userEvent.click(screen.getByRole('button', { name: '1 more technique in Premium' }));
    const locked = screen.getByRole('article', { name: 'Premium one' });
    expect(within(locked).getByRole('status')).toHaveTextContent('Checking your subscription…');
    expect(screen.queryByRole('link', { name: /Premium/ })).not.toBeInTheDocument();
  });

  it('says so, with a way back, when the content cannot be loaded', async () => {
    answerWith(null);
    renderMoodPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The content could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to all states' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('knows no state it has no page for', () => {
    answerWith(moodContent());
    renderMoodPage('sleepy');
    expect(screen.getByRole('alert')).toHaveTextContent('We do not know this state.');
  });

  it('asks again in Russian when the language changes', async () => {
    const fetchMock = answerWith(moodContent());
    renderMoodPage();
    await screen.findByText('Anxiety can show up as a racing heart.');
    act(() => setChannelValue(languageChannel, 'ru'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Тревога');
    expect(fetchMock).toHaveBeenCalledWith('/api/content/anxiety?lang=ru', expect.anything());
  });
});
