import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import { fakeApi, renderPage, techniqueEntry, testUser } from '../../../shared/testing/render-page';
import { LikedPage } from './LikedPage';
import { setChannelValue } from '@steady/bus/testing';

describe('the liked techniques page', () => {
  beforeEach(() =>
    act(() => {
      setChannelValue(authChannel, authTransitions.signedOut);
      setChannelValue(languageChannel, 'en');
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
      setChannelValue(authChannel, authTransitions.signedIn({ ...testUser, id: 'liked-reader' }, 'token'));
      setChannelValue(languageChannel, 'ru');
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

  it('removes an unliked technique at once and brings it back with Undo', async () => {
    act(() => {
      setChannelValue(authChannel, authTransitions.signedIn({ ...testUser, id: 'undo-reader' }, 'token'));
      setChannelValue(languageChannel, 'en');
    });
    const calls: string[] = [];
    fakeApi((method, url) => {
      calls.push(`${method} ${url}`);
      if (url === '/api/like/techniques/liked')
        return { status: 200, body: ['box-breathing', 'extended-exhale'] };
      if (url.endsWith('/like')) {
        return { status: 200, body: { techniqueId: 'box-breathing', liked: method === 'POST', likes: 3 } };
      }
      return {
        status: 200,
        body: {
          lang: 'en',
          techniques: [
            techniqueEntry({ id: 'box-breathing', name: 'Box breathing' }),
            techniqueEntry({ id: 'extended-exhale', name: 'Longer out-breath' }),
          ],
        },
      };
    });
    renderPage(<LikedPage />, { path: '/liked' });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Box breathing' }));
    expect(
      await screen.findByText('Removed “Box breathing” from your liked techniques.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Box breathing' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Longer out-breath' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Box breathing' })).toBeInTheDocument();
    expect(screen.queryByText(/Removed/)).toBeNull();
    expect(calls).toContain('DELETE /api/like/techniques/box-breathing/like');
    expect(calls).toContain('POST /api/like/techniques/box-breathing/like');
  });

  it('says when nothing is liked yet', async () => {
    act(() =>
      setChannelValue(authChannel, authTransitions.signedIn({ ...testUser, id: 'new-reader' }, 'token')),
    );
    fakeApi(() => ({ status: 200, body: [] }));
    renderPage(<LikedPage />, { path: '/liked' });
    expect(
      await screen.findByText(
        'You have not liked any techniques yet. Tap the heart on a technique to keep it here.',
      ),
    ).toBeInTheDocument();
  });
});
