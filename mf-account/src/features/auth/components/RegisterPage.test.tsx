import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChannel, languageChannel, toastChannel } from '@steady/bus';
import { userStateActions, userStateChannel } from '@steady/user-state';
import {
  fakeApi,
  initialProgressBody,
  renderPage,
  resetDevice,
  signIn,
  testUser,
} from '../../../shared/testing/render-page';
import { RegisterPage } from './RegisterPage';
import { setChannelValue } from '@steady/bus/testing';

const renderRegister = () => renderPage(<RegisterPage />, { path: '/register' });
const location = () => screen.getByTestId('location').textContent;

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirmPassword = 'secret1') {
  await user.type(screen.getByLabelText('Name'), 'Ann Example');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await user.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
}

function fakeAccountApi(
  registerAnswer: { status: number; body: unknown } = {
    status: 201,
    body: { user: testUser, token: 'new-token' },
  },
  google = false,
) {
  return fakeApi((method, url) => {
    if (url === '/api/auth/register') return registerAnswer;
    if (url === '/api/auth/profile') return { status: 200, body: testUser };
    if (url === '/api/user/claim-guest-progress')
      return { status: 200, body: { ...initialProgressBody, xp: 30 } };
    if (url === '/api/user/progress') return { status: 200, body: initialProgressBody };
    return { status: 200, body: { google } };
  });
}

/** The sixth registration from one address within an hour, as the auth service answers it. */
const registrationsLimited = {
  status: 429,
  body: {
    error: {
      code: 'rate_limited',
      reason: 'too_many_registrations',
      message: 'Too many accounts created from this address. Please wait an hour and try again.',
    },
  },
};

describe('the register page', () => {
  beforeEach(resetDevice);

  it('lets Google create an account only after the terms consent is ticked, and keeps the return path', async () => {
    const user = userEvent.setup();
    fakeAccountApi(undefined, true);
    renderPage(<RegisterPage />, { path: '/register', state: { from: '/adhd-test' } });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fadhd-test');
    await user.click(google);
    expect(
      screen.getByText(
        'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
      ),
    ).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /I am 18 or older/ });
    expect(consent).toHaveFocus();
    await user.click(consent);
    expect(google).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fadhd-test&acceptedTerms=1');
  });

  it('explains, in Russian too, why a new Google account came back here, and keeps where it was going', async () => {
    setChannelValue(languageChannel, 'ru');
    fakeAccountApi(undefined, true);
    renderPage(<RegisterPage />, { path: '/register?google=terms_required&returnTo=%2Fliked' });
    expect(
      screen.getByText(/Чтобы создать аккаунт Steady через Google, сначала отметьте ниже/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Продолжить с Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?returnTo=%2Fliked',
    );
  });

  it('shows the spec messages under each field and clears a field’s message when it is edited', async () => {
    const user = userEvent.setup();
    fakeAccountApi();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'ann@');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('names the limit when a name is too long, in English and in Russian', async () => {
    const user = userEvent.setup();
    fakeAccountApi();
    const { unmount } = renderRegister();
    await user.click(screen.getByLabelText('Name'));
    await user.paste('N'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('A name can be at most 100 characters');
    unmount();

    setChannelValue(languageChannel, 'ru');
    renderRegister();
    await user.click(screen.getByLabelText('Имя'));
    await user.paste('Н'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription(
      'Имя может быть не длиннее 100 символов',
    );
  });

  it('says so when the passwords do not match, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeAccountApi();
    renderRegister();
    await fillForm(user, 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(false);
  });

  it('shows "Registration failed" with the reason when the email is taken', async () => {
    const user = userEvent.setup();
    const message = 'An account with this email already exists';
    fakeAccountApi({ status: 409, body: { error: { code: 'conflict', reason: 'email_taken', message } } });
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Registration failedAn account with this email already exists. Log in instead',
    );
    expect(authChannel.get()).toMatchObject({ isAuthenticated: false, error: message, loading: false });
  });

  it('says that too many accounts came from this network when registration is limited', async () => {
    const user = userEvent.setup();
    fakeAccountApi(registrationsLimited);
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failedToo many accounts have been created from this network. Please wait an hour and try again.',
    );
  });

  it('says it in Russian when the language is Russian', async () => {
    const user = userEvent.setup();
    fakeAccountApi(registrationsLimited);
    setChannelValue(languageChannel, 'ru');
    renderRegister();
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /Мне исполнилось 18 лет/ }));
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось зарегистрироватьсяИз этой сети создано слишком много аккаунтов. Подождите час и попробуйте снова.',
    );
  });

  it('asks for the age and terms confirmation before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeAccountApi();
    renderRegister();
    await user.type(screen.getByLabelText('Name'), 'Ann Example');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
    );
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/register');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('signs the new user in, goes home and welcomes them there when there is no guest progress to offer', async () => {
    const user = userEvent.setup();
    setChannelValue(toastChannel, []);
    const fetchMock = fakeAccountApi();
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(authChannel.get()).toMatchObject({ isAuthenticated: true, user: testUser, token: 'new-token' });
    expect(toastChannel.get()).toEqual([
      expect.objectContaining({
        message: 'Welcome to Steady, Ann Example! Your progress is saved to your account from now on.',
        tone: 'success',
      }),
    ]);
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')?.[1]?.body).toBe(
      JSON.stringify({
        name: 'Ann Example',
        email: 'ann@example.com',
        password: 'secret1',
        acceptedTerms: true,
      }),
    );
  });

  it("offers the device's guest progress to the new account and claims it on yes", async () => {
    const user = userEvent.setup();
    userStateActions.completeTechnique('breath-loop', 10);
    userStateActions.addToHistory({ techniqueId: 'breath-loop', mood: 'anxiety', xpEarned: 10 });
    const fetchMock = fakeAccountApi();
    renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Keep the progress you made on this device?')).toBeInTheDocument();
    expect(location()).toBe('/register');

    await user.click(screen.getByRole('button', { name: 'Yes, keep it' }));
    await waitFor(() => expect(location()).toBe('/'));
    const claim = fetchMock.mock.calls.find(([url]) => url === '/api/user/claim-guest-progress');
    expect(JSON.parse(String(claim?.[1]?.body)).history).toHaveLength(1);
    expect(userStateChannel.get().progress.xp).toBe(30);
  });

  it('sends a signed-in user home', () => {
    fakeAccountApi();
    signIn();
    renderRegister();
    expect(location()).toBe('/');
  });

  it('speaks Russian when the language is Russian', async () => {
    const user = userEvent.setup();
    fakeAccountApi();
    setChannelValue(languageChannel, 'ru');
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(3);
  });
});
