import { startSmtpCapture, type SmtpCapture } from '../../services/common/src/testing/smtp-capture';
import { registerAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startTestStack, type RunningStack } from '../support/test-stack';

test.describe('password reset by email', () => {
  let stack: RunningStack;
  let smtp: SmtpCapture;

  test.beforeAll(async () => {
    smtp = await startSmtpCapture();
    stack = await startTestStack('mail_reset', { SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  test('Forgot password? → the mailed link → a new password → signed in, and it logs in afterwards', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, stack.url, 'Rita Reset');
    await page.goto(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${stack.url}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${account.email}`);

    const mail = await smtp.waitForMail(account.email);
    expect(mail.subject).toBe('Reset your Steady password');
    const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByLabel('Confirm password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your new password is set, and you are logged in.');
    await expect(page.getByRole('button', { name: 'Account menu for Rita Reset' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu for Rita Reset' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu for Rita Reset' })).toBeVisible();

    // The link was used: opening it again says so.
    await page.goto(link!);
    await page.getByLabel('New password').fill('yet-another-password');
    await page.getByLabel('Confirm password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or has already been used. Please ask for a new one.',
    );
  });
});
