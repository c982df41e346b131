import { screen, waitFor } from '@testing-library/react';
import { authChannel } from '@steady/bus';
import { userStateActions } from '@steady/user-state';
import {
  fakeApi,
  initialProgressBody,
  renderPage,
  resetDevice,
  testUser,
} from '../../../shared/testing/render-page';
import { googleReturnIntent } from '../../session';
import { AuthCallbackPage } from './AuthCallbackPage';

const location = () => screen.getByTestId('location').textContent;

function fakeProfile(status: number) {
  return fakeApi((_method, url) => {
    if (url === '/api/auth/profile') {
      return status === 200
        ? { status, body: testUser }
        : { status, body: { error: { code: 'unauthorized', message: 'Invalid or expired token' } } };
    }
    return { status: 200, body: initialProgressBody };
  });
}

describe('the Google sign-in callback', () => {
  beforeEach(resetDevice);

  it('stores the token, loads the profile and goes home', async () => {
    fakeProfile(200);
    renderPage(<AuthCallbackPage />, { path: '/auth/callback?token=google-token' });
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, user: testUser, token: 'google-token' });
  });

  it('returns to the same-origin page the Google sign-in started from', async () => {
    fakeProfile(200);
    renderPage(<AuthCallbackPage />, {
      path: '/auth/callback?token=google-token&returnTo=%2Fpremium%3Ftechnique%3Dt-1',
    });
    await waitFor(() => expect(location()).toBe('/premium?technique=t-1'));
  });

  it('brings back the like a guest tapped before leaving for Google, for that page only and once', async () => {
    fakeProfile(200);
    googleReturnIntent.keep('/recommendations/anxiety', { kind: 'like', techniqueId: 't-1' });
    renderPage(<AuthCallbackPage />, {
      path: '/auth/callback?token=google-token&returnTo=%2Frecommendations%2Fanxiety',
    });
    await waitFor(() => expect(location()).toBe('/recommendations/anxiety'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      intent: { kind: 'like', techniqueId: 't-1' },
    });
    expect(googleReturnIntent.take('/recommendations/anxiety')).toBeUndefined();
  });

  it('drops a kept like that belongs to another page', async () => {
    fakeProfile(200);
    googleReturnIntent.keep('/recommendations/anxiety', { kind: 'like', techniqueId: 't-1' });
    renderPage(<AuthCallbackPage />, { path: '/auth/callback?token=google-token&returnTo=%2Fpremium' });
    await waitFor(() => expect(location()).toBe('/premium'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toBeNull();
  });

  it('goes home instead of to another site named as the return path', async () => {
    fakeProfile(200);
    renderPage(<AuthCallbackPage />, {
      path: '/auth/callback?token=google-token&returnTo=%2F%2Fevil.example%2Fphish',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('goes to /login without a token', async () => {
    fakeProfile(200);
    renderPage(<AuthCallbackPage />, { path: '/auth/callback' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(authChannel.get().token).toBeNull();
  });

  it('removes the token and goes to /login when the profile cannot be loaded', async () => {
    fakeProfile(500);
    renderPage(<AuthCallbackPage />, { path: '/auth/callback?token=bad-token' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("offers the device's guest progress when Google created the account", async () => {
    userStateActions.completeTechnique('grounding-5-4-3-2-1', 20);
    fakeProfile(200);
    renderPage(<AuthCallbackPage />, { path: '/auth/callback?token=google-token&created=1' });
    expect(await screen.findByText('Keep the progress you made on this device?')).toBeInTheDocument();
  });
});
