import type { Server } from 'node:http';
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/stack';
import { openSignedIn, registerAccount, subscribeOnLocalCheckout } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { closeServer, serveDirectory } from '../support/static-server';
import { staticRoot } from '../support/static-root';
import { startTestStack, type RunningStack } from '../support/test-stack';

const mfTestsBuild = path.join(staticRoot, 'mf-tests/dist');

// This spec stops parts of the app, so it runs its own stack with mf_tests deployed on its own server.
let stack: RunningStack;
let remotePort: number;
let remoteServer: Server | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  remotePort = await findFreePort();
  remoteServer = await serveDirectory(mfTestsBuild, remotePort);
  stack = await startTestStack('resilience', {
    REMOTE_MF_TESTS_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  if (remoteServer) await closeServer(remoteServer);
  await stack?.stop();
});

test('a remote deployed on its own server is loaded from /remotes.json', async ({ page }) => {
  await page.goto(`${stack.url}/short-test`);
  await expect(page.locator('[data-remote="mf_tests"]')).toBeVisible();
});

test("a stopped remote shows only that area's fallback, the rest keeps working, and “Try again” recovers", async ({
  page,
}) => {
  await closeServer(remoteServer as Server);
  remoteServer = null;

  const report = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/browser-errors') &&
      (request.postDataJSON() as { kind: string }).kind === 'remote-unavailable',
  );
  await page.goto(`${stack.url}/short-test`);
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  // The remote that did not load is reported, by name and with the build the gateway last saw.
  expect((await report).postDataJSON()).toMatchObject({
    app: 'mf_tests',
    version: expect.stringMatching(/^[\w.+-]+$/),
    kind: 'remote-unavailable',
    page: '/short-test',
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();

  await page.getByRole('button', { name: 'RU Русский' }).click();
  await page.goBack();
  await expect(page.getByText('Этот раздел временно недоступен')).toBeVisible();

  remoteServer = await serveDirectory(mfTestsBuild, remotePort);
  await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await expect(page.locator('[data-remote="mf_tests"]')).toBeVisible();
});

test('with billing stopped a subscriber reads "Checking your subscription…", keeps Premium, and sees the status again once billing is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, stack.url);
  await subscribeOnLocalCheckout(request, stack.url, account.token);
  const profile = async () =>
    (
      await request.get(`${stack.url}/api/auth/profile`, {
        headers: { authorization: `Bearer ${account.token}` },
      })
    ).json();
  expect(await profile()).toMatchObject({ subscription_status: 'active', subscription_checking: false });

  await stack.processes.billing.stop();
  expect(await profile()).toMatchObject({ subscription_status: 'active', subscription_checking: true });
  await openSignedIn(page, account.token, `${stack.url}/profile`);
  await expect(page.getByText('Checking your subscription…')).toBeVisible();
  await expect(page.getByText('You are on the free plan.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await stack.processes.billing.restart();
  // The profile asks billing again every 15 s.
  await expect(page.getByText('Premium is active.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Checking your subscription…')).toHaveCount(0);
});

test('with billing stopped a user without a known subscription reads "Checking your subscription…" on a state page, not the Premium promo, until billing is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, stack.url);
  await stack.processes.billing.stop();
  const profile = await request.get(`${stack.url}/api/auth/profile`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(await profile.json()).toMatchObject({
    subscription_status: 'inactive',
    subscription_checking: true,
  });

  await openSignedIn(page, account.token, `${stack.url}/recommendations/anxiety`);
  await expect(page.getByText('Checking your subscription…').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Want more ways to feel steady?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Unlock them with Premium' })).toHaveCount(0);

  await stack.processes.billing.restart();
  // Billing is asked again every 15 s; its answer (the free plan) replaces the guess on the page.
  await expect(page.getByRole('link', { name: 'Unlock them with Premium' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Checking your subscription…')).toHaveCount(0);
});

test('a stopped service answers 503 JSON through the gateway within a second and the UI says so', async ({
  page,
  request,
}) => {
  await stack.processes.billing.stop();

  const started = Date.now();
  const response = await request.get(`${stack.url}/api/subscription/plan`);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(response.status()).toBe(503);
  expect((await response.json()).error.code).toBe('service_unavailable');

  const contentStillAnswers = await request.get(`${stack.url}/healthz`);
  expect((await contentStillAnswers.json()).services.content.status).toBe('ok');

  await page.goto(`${stack.url}/terms`);
  await expect(
    page.getByText('This service is temporarily unavailable. Please try again in a moment.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
