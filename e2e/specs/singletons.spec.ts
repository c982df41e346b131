import { expect, test } from '../support/fixtures';
import { remotePages } from '../support/remote-paths';

test('one copy of react-dom and of the bus is loaded whatever route the user visits', async ({ page }) => {
  const reactDomChunks = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('.js') && /react-dom/.test(url)) reactDomChunks.add(url.split('/').pop() ?? url);
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
  // react-dom's index and its client entry, each downloaded exactly once.
  const clientChunks = [...reactDomChunks].filter((name) => name.includes('react-dom_client'));
  expect(clientChunks).toHaveLength(1);
  expect(reactDomChunks.size).toBeLessThanOrEqual(2);
});
