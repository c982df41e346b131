import { expect, test } from '../support/fixtures';
import { remotePages } from '../support/remote-paths';

/** Module Federation's record of shared modules: scope → package → version → who provided it. */
type ShareScopes = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;

test('one copy of Preact and of the bus is loaded whatever route the user visits', async ({ page }) => {
  const preactChunks = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('.js') && /preact/.test(url)) preactChunks.add(new URL(url).pathname);
  });

  await page.goto('/');
  const busInstances = new Set<string>();
  for (const { remoteName, path } of remotePages) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const area = page.locator(`[data-remote="${remoteName}"]`);
    await expect(area).toBeVisible();
    busInstances.add((await area.getAttribute('data-bus-instance')) ?? 'missing');
  }

  expect(busInstances.size).toBe(1);
  // The shell bundles Preact (what React's modules are built as) into its first chunk: no remote may
  // download a copy of its own…
  expect([...preactChunks].filter((pathname) => pathname.startsWith('/remotes/'))).toEqual([]);
  // …and every container's share scope says the one Preact and preact/compat in use are the shell's.
  const preactProviders = await page.evaluate(() => {
    const { __SHARE__ } = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareScopes> } }
    ).__FEDERATION__;
    const entries = Object.values(__SHARE__).flatMap((scopes) =>
      ['preact', 'react'].flatMap((name) => Object.values(scopes.default?.[name] ?? {})),
    );
    return [...new Set(entries.filter((entry) => entry.loaded).map((entry) => entry.from))];
  });
  expect(preactProviders).toEqual(['shell']);
});
