import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/stack';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant, variantWorkspace } from '../support/remote-build';
import { closeServer, serveDirectory } from '../support/static-server';
import { staticRoot } from '../support/static-root';
import { startTestStack, type RunningStack } from '../support/test-stack';

const shellBuild = path.join(staticRoot, 'shell/dist');

/** A page the shell's build has never heard of, in both languages, as a team would add it. */
const newPageSource = `import { useLanguage } from '@steady/app-frame';

const headings = { en: 'What is new in the tests', ru: 'Что нового в тестах' };

export function WhatsNewPage() {
  const [language] = useLanguage();
  return <h1>{headings[language]}</h1>;
}
`;

/** Every file of the shell's build with its content hash: the spec checks nothing rebuilt it. */
function shellBuildFingerprint(): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(shellBuild, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(shellBuild, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function replaceOnce(text: string, searched: string, replacement: string): string {
  if (!text.includes(searched)) throw new Error(`mf-tests' routes module no longer contains: ${searched}`);
  return text.replace(searched, replacement);
}

/** Today's mf-tests with one page added, its route declared in route-paths.json. */
function addWhatsNewPage(appDirectory: string) {
  mkdirSync(path.join(appDirectory, 'src/features/whats-new'));
  writeFileSync(path.join(appDirectory, 'src/features/whats-new/WhatsNewPage.tsx'), newPageSource);
  const routePathsFile = path.join(appDirectory, 'src/route-paths.json');
  const routePaths: string[] = JSON.parse(readFileSync(routePathsFile, 'utf8'));
  writeFileSync(routePathsFile, JSON.stringify([...routePaths, '/whats-new']));
  const routesFile = path.join(appDirectory, 'src/routes.tsx');
  let routes = readFileSync(routesFile, 'utf8');
  routes = replaceOnce(
    routes,
    "import routePaths from './route-paths.json';",
    "import routePaths from './route-paths.json';\nimport { WhatsNewPage } from './features/whats-new/WhatsNewPage';",
  );
  routes = replaceOnce(
    routes,
    'catalogs, routePaths, {',
    "catalogs, routePaths, {\n  '/whats-new': WhatsNewPage,",
  );
  writeFileSync(routesFile, routes);
}

let stack: RunningStack;
let remoteServer: Server;
let nextBuild: string;
let shellBefore: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shellBefore = shellBuildFingerprint();
  nextBuild = await buildRemoteVariant({ remote: 'mf-tests', change: addWhatsNewPage });
  const remotePort = await findFreePort();
  remoteServer = await serveDirectory(nextBuild, remotePort);
  stack = await startTestStack('remote_page', {
    REMOTE_MF_TESTS_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  if (remoteServer) await closeServer(remoteServer);
  await stack?.stop();
  if (nextBuild) rmSync(variantWorkspace(nextBuild), { recursive: true, force: true });
});

test('a page a remote adds by deploying works inside the shell, whose build is untouched', async ({
  page,
  request,
}) => {
  const remotes = await (await request.get(`${stack.url}/remotes.json`)).json();
  expect(remotes.mf_tests.routes).toContain('/whats-new');

  await page.goto(`${stack.url}/whats-new`);
  const area = page.locator('[data-remote="mf_tests"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('What is new in the tests');
  await expect(page.getByRole('link', { name: 'Steady — home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('button', { name: 'RU Русский' }).click();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Что нового в тестах');

  expect(shellBuildFingerprint()).toBe(shellBefore);
});

test("the remote's existing pages keep working from its new build, reached inside the shell", async ({
  page,
}) => {
  await page.goto(`${stack.url}/`);
  await page.getByRole('link', { name: "I don't know what's wrong with me" }).click();
  await expect(page).toHaveURL(/\/short-test$/);
  await expect(page.locator('[data-remote="mf_tests"] h1')).not.toBeEmpty();
});
