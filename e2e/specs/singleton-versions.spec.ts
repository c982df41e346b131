import type { Server } from 'node:http';
import { rmSync } from 'node:fs';
import { findFreePort } from '../../scripts/lib/stack';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant, variantWorkspace } from '../support/remote-build';
import { closeServer, serveDirectory } from '../support/static-server';
import { startTestStack, type RunningStack } from '../support/test-stack';

// mf-tests built against a bus of another major version (2.0.0; the shell's is 1.x), deployed on its own.
let stack: RunningStack;
let remoteServer: Server;
let incompatibleBuild: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  incompatibleBuild = await buildRemoteVariant({
    remote: 'mf-tests',
    packageVersions: { '@steady/bus': '2.0.0' },
  });
  const remotePort = await findFreePort();
  remoteServer = await serveDirectory(incompatibleBuild, remotePort);
  stack = await startTestStack('singleton_versions', {
    REMOTE_MF_TESTS_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  if (remoteServer) await closeServer(remoteServer);
  await stack?.stop();
  if (incompatibleBuild) rmSync(variantWorkspace(incompatibleBuild), { recursive: true, force: true });
});

test('a remote built against an incompatible bus is refused with its fallback, and the rest of the app works', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/does not satisfy the requirement/.test(message.text())) refusals.push(message.text());
  });

  await page.goto(`${stack.url}/short-test`);
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  await expect(page.locator('[data-remote="mf_tests"]')).toHaveCount(0);
  expect(refusals.join('\n')).toMatch(/@steady\/bus[\s\S]*\^2\.0\.0/);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How do you feel right now?' })).toBeVisible();
});
