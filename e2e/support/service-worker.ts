import { expect, type Page } from '@playwright/test';

/** Waits until the page is controlled by an active worker that has precached the app. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Waits until the worker holds every file of the apps the page has used (it keeps an app's other files in the
 * background once a page used one), as a reader who goes offline a while later finds them.
 */
export async function appsUsedAreKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return new Promise<boolean>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event: MessageEvent<{ keeping: boolean; keptBytes: number } | null>) =>
              resolve(event.data !== null && !event.data.keeping && event.data.keptBytes > 0);
            registration.active?.postMessage({ type: 'steady-offline-status' }, [channel.port2]);
          });
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}
