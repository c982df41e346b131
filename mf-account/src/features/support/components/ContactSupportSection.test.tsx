import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { ChangeEmailSection } from '../../mail-flows';
import { ContactSupportSection } from './ContactSupportSection';

describe('Contact support on the profile', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('asks for a topic and a message before sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({
      status: 201,
      body: { id: 1, priority: false, replyWithinBusinessDays: 3 },
    }));
    renderPage(<ContactSupportSection user={testUser} />, { path: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Topic')).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the request and states the promised reply time: 1 business day for Premium', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({
      status: 201,
      body: { id: 42, priority: true, replyWithinBusinessDays: 1 },
    }));
    renderPage(<ContactSupportSection user={testUser} />, { path: '/profile' });
    await user.selectOptions(screen.getByLabelText('Topic'), 'Premium and payments');
    await user.type(screen.getByLabelText('Your message'), 'My invoice shows the wrong name.');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(
      await screen.findByText(
        'Thank you: request #42 is in. As a Premium member you have priority support: we reply within 1 business day, by email to ann@example.com.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      topic: 'premium_billing',
      message: 'My invoice shows the wrong name.',
    });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });
});

describe('Contact support past the hourly limit', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('says requests are limited and keeps what the user wrote', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          reason: 'too_many_support_requests',
          message: 'Too many support requests from this account. Please wait an hour and try again.',
        },
      },
    }));
    renderPage(<ContactSupportSection user={testUser} />, { path: '/profile' });
    await user.selectOptions(screen.getByLabelText('Topic'), 'Something else');
    await user.type(screen.getByLabelText('Your message'), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(
      await screen.findByText(
        'You have sent several requests to support within the hour. We will answer them; please wait an hour before sending another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('One more thing.');
  });
});

describe('changing the email on the profile', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('says the link went to the new address and the email changes only when it is opened', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 202, body: { accepted: true } }));
    renderPage(<ChangeEmailSection user={testUser} />, { path: '/profile' });
    await user.type(screen.getByLabelText('New email'), 'ann.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText(
        'We sent a link to ann.new@example.com. Your email changes when you open it, within 24 hours; until then nothing changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You log in with ann@example.com.')).toBeInTheDocument();
  });

  it('shows a wrong current password at the password field', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          reason: 'wrong_current_password',
          message: 'The current password is not right',
          fields: { currentPassword: 'The current password is not right' },
        },
      },
    }));
    renderPage(<ChangeEmailSection user={testUser} />, { path: '/profile' });
    await user.type(screen.getByLabelText('New email'), 'ann.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });
});
