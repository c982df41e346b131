import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel } from '@steady/bus';
import { userStateChannel } from '@steady/user-state';
import {
  fakeApi,
  initialProgressBody,
  renderPage,
  resetDevice,
  signIn,
  testUser,
} from '../../../shared/testing/render-page';
import { LoginPage } from './LoginPage';
import { setChannelValue } from '@steady/bus/testing';

const location = () => screen.getByTestId('location').textContent;
const serverProgress = { ...initialProgressBody, xp: 40, level: 3, xpToNextLevel: 225 };

function fakeLoginApi(loginAnswer: { status: number; body: unknown }, google = false) {
  return fakeApi((_method, url) => {
    if (url === '/api/auth/login') return loginAnswer;
    if (url === '/api/auth/profile') return { status: 200, body: testUser };
    if (url === '/api/user/progress') return { status: 200, body: serverProgress };
    if (url === '/api/auth/providers') return { status: 200, body: { google } };
    return { status: 404, body: null };
  });
}

async function logInAs(user: ReturnType<typeof userEvent.setup>, password = 'secret1') {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  beforeEach(resetDevice);

  it('requires an email in email format and a password', async () => {
    const user = userEvent.setup();
    fakeLoginApi({ status: 200, body: { token: 't' } });
    renderPage(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('stores the token, loads the profile, mirrors the server progress and returns to the page that asked', async () => {
    const user = userEvent.setup();
    fakeLoginApi({ status: 200, body: { token: 'fresh-token' } });
    renderPage(<LoginPage />, { path: '/login', state: { from: '/history' } });
    await logInAs(user);
    await waitFor(() => expect(location()).toBe('/history'));
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, user: testUser, token: 'fresh-token' });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('fresh-token');
    await waitFor(() => expect(userStateChannel.get().progress).toEqual(serverProgress));
  });

  it('says "Invalid email or password" on a 401, and clears it when the user edits', async () => {
    const user = userEvent.setup();
    fakeLoginApi({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logInAs(user, 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, error: 'Invalid email or password' });
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Server error. Please try again later" when the server fails, and asks to wait when rate limited', async () => {
    const user = userEvent.setup();
    fakeLoginApi({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } });
    const { unmount } = renderPage(<LoginPage />, { path: '/login' });
    await logInAs(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later');
    unmount();

    fakeLoginApi({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many sign-in attempts.' } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logInAs(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes',
    );
  });

  it('explains ?error=auth_failed and ?error=invalid_data', () => {
    fakeLoginApi({ status: 200, body: {} });
    const { unmount } = renderPage(<LoginPage />, { path: '/login?error=auth_failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    unmount();
    renderPage(<LoginPage />, { path: '/login?error=invalid_data' });
    expect(screen.getByRole('alert')).toHaveTextContent('Server error. Please try again later');
  });

  it('offers Google only when the server has it configured, returning to the page that sent the reader here', async () => {
    fakeLoginApi({ status: 200, body: {} }, true);
    const { unmount } = renderPage(<LoginPage />, {
      path: '/login',
      state: { from: '/recommendations/anxiety' },
    });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?returnTo=%2Frecommendations%2Fanxiety',
    );
    unmount();
    const fetchMock = fakeLoginApi({ status: 200, body: {} }, false);
    renderPage(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/providers', expect.anything()));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('waits for the start-up session check, then sends a signed-in user home', () => {
    fakeLoginApi({ status: 200, body: {} });
    setChannelValue(authChannel, (state) => ({ ...state, loading: true, token: 'stored' }));
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(location()).toBe('/login');
    act(() => signIn());
    expect(location()).toBe('/');
  });
});
