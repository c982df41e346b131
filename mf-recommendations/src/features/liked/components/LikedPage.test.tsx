import { act, screen } from '@testing-library/react';
import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import { fakeApi, renderPage, techniqueEntry, testUser } from '../../../shared/testing/render-page';
import { LikedPage } from './LikedPage';

describe('the liked techniques page', () => {
  beforeEach(() =>
    act(() => {
      authChannel.set(authTransitions.signedOut);
      languageChannel.set('en');
    }),
  );

  it('asks guests to log in and loads nothing', () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: [] }));
    renderPage(<LikedPage />, { path: '/liked' });
    expect(
      screen.getByText('Log in to see the techniques you liked and to save new ones.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists a signed-in user's liked techniques in the reader's language, most recent first", async () => {
    act(() => {
      authChannel.set(authTransitions.signedIn({ ...testUser, id: 'liked-reader' }, 'token'));
      languageChannel.set('ru');
    });
    const fetchMock = fakeApi((method, url) =>
      url === '/api/like/techniques/liked'
        ? { status: 200, body: ['box-breathing', 'extended-exhale'] }
        : {
            status: 200,
            body: {
              lang: 'ru',
              techniques: [
                techniqueEntry({ id: 'box-breathing', name: 'Дыхание по квадрату' }),
                techniqueEntry({ id: 'extended-exhale', name: 'Длинный выдох' }),
              ],
            },
          },
    );
    renderPage(<LikedPage />, { path: '/liked' });
    expect(await screen.findByRole('heading', { name: 'Дыхание по квадрату' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Длинный выдох' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/techniques?ids=box-breathing%2Cextended-exhale&lang=ru',
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Нравится: Длинный выдох' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The like buttons use the list the page loaded instead of asking again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/like/techniques/liked')).toHaveLength(1);
  });

  it('says when nothing is liked yet', async () => {
    act(() => authChannel.set(authTransitions.signedIn({ ...testUser, id: 'new-reader' }, 'token')));
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(<LikedPage />, { path: '/liked' });
    expect(
      await screen.findByText(
        'You have not liked any techniques yet. Tap the heart on a technique to keep it here.',
      ),
    ).toBeInTheDocument();
  });
});
