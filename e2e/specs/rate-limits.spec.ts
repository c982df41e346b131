import { expect, test } from '../support/fixtures';
import { startTestStack, type RunningStack } from '../support/test-stack';

// A stack of its own with the registration limit as shipped (5 an hour per address): the shared test stack
// lifts it, since every account of the suite comes from this one machine.
test.describe('a user who reaches a rate limit', () => {
  let stack: RunningStack;

  test.beforeAll(async () => {
    stack = await startTestStack('rate_limits', { REGISTRATIONS_PER_HOUR: '5' });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('the sixth registration from one browser within the hour says why, in English and in Russian', async ({
    page,
  }) => {
    await page.goto(`${stack.url}/register`);
    // Five accounts from this browser, as five people sharing one network might create them.
    const statuses = await page.evaluate(async () => {
      const answers: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Neighbour ${index}`,
            email: `neighbour-${Date.now()}-${index}@example.com`,
            password: 'calm-password-1',
            acceptedTerms: true,
          }),
        });
        answers.push(response.status);
      }
      return answers;
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    await page.getByLabel('Name').fill('Sixth Person');
    await page.getByLabel('Email').fill(`sixth-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('calm-password-1');
    await page.getByLabel('Confirm password').fill('calm-password-1');
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await refused).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(
      'Registration failedToo many accounts have been created from this network. Please wait an hour and try again.',
    );
    await expect(page).toHaveURL(`${stack.url}/register`);

    await page.getByRole('button', { name: 'RU Русский' }).click();
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Не удалось зарегистрироватьсяИз этой сети создано слишком много аккаунтов. Подождите час и попробуйте снова.',
    );
  });
});
