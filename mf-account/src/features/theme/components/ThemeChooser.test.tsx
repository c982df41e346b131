import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, subscriptionChannel, themeChannel } from '@steady/bus';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { ThemeChooser } from './ThemeChooser';
import { setChannelValue } from '@steady/bus/testing';

const premium = { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null } as const;

describe('the theme chooser on the profile', () => {
  beforeEach(() => {
    resetDevice();
    setChannelValue(themeChannel, 'system');
    setChannelValue(subscriptionChannel, { ...premium, status: 'inactive' });
  });

  it('lets a premium user switch theme at once and saves it to the account', async () => {
    signIn({ ...testUser, subscription_status: 'active' });
    setChannelValue(subscriptionChannel, premium);
    const api = fakeApi((_method, _url, body) => ({ status: 200, body }));
    renderPage(<ThemeChooser />);

    expect(screen.getByRole('radio', { name: /^Follow my device/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Dusk/ }));

    expect(themeChannel.get()).toBe('dusk');
    expect(await screen.findByText('Theme saved.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/user/theme', expect.objectContaining({ method: 'PUT' }));
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ theme: 'dusk' });
    expect(authChannel.get().user?.theme).toBe('dusk');
    expect(localStorage.getItem('theme')).toBe('"dusk"');
  });

  it('keeps the new look on this device and says so when the account could not save it', async () => {
    signIn({ ...testUser, subscription_status: 'active' });
    setChannelValue(subscriptionChannel, premium);
    fakeApi(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    renderPage(<ThemeChooser />);

    await userEvent.click(screen.getByRole('radio', { name: /^High contrast/ }));
    expect(themeChannel.get()).toBe('high-contrast');
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument();
    expect(screen.queryByText('Theme saved.')).not.toBeInTheDocument();
  });

  it('tells a free user the app follows their device and that themes are part of Premium', () => {
    signIn();
    renderPage(<ThemeChooser />);
    expect(screen.getByText(/follows your device’s light or dark setting/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
  });

  it('says "Checking your subscription…" instead of pointing to Premium while billing cannot be reached', () => {
    signIn();
    setChannelValue(subscriptionChannel, { ...premium, status: 'inactive', checking: true });
    renderPage(<ThemeChooser />);
    expect(screen.getByText(/follows your device’s light or dark setting/)).toBeInTheDocument();
    expect(screen.getByText('Checking your subscription…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'See Premium' })).not.toBeInTheDocument();
  });

  it('keeps a subscriber their themes from the last known subscription while billing cannot be reached', () => {
    signIn();
    setChannelValue(subscriptionChannel, { ...premium, checking: true });
    renderPage(<ThemeChooser />);
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  });
});
