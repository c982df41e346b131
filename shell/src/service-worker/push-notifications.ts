/// <reference lib="webworker" />
// eslint-disable-next-line no-restricted-imports -- the service worker is a bundle of its own (esbuild), apart from the app's shared modules
import * as z from 'zod/mini';

/**
 * The push contract with the server (reminders): a JSON payload `{ title, body, url }`. A payload that is
 * not that shape shows nothing: a notification must never be a garbled one.
 */
const pushMessageSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(1000)),
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
});
type PushMessage = z.infer<typeof pushMessageSchema>;

const notificationIcon = '/icons/icon-192.png';

/** The payload of a push event, or undefined when it is missing, not JSON or not the contract's shape. */
export function readPushMessage(data: { json(): unknown } | null): PushMessage | undefined {
  if (!data) return undefined;
  try {
    const parsed = pushMessageSchema.safeParse(data.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where a notification may lead: a page of this app only, never another site. */
export function sameOriginUrl(url: string, origin: string): string | undefined {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

export function handlePush(scope: ServiceWorkerGlobalScope, event: PushEvent): void {
  const message = readPushMessage(event.data);
  if (!message) return;
  event.waitUntil(
    scope.registration.showNotification(message.title, {
      body: message.body,
      icon: notificationIcon,
      badge: notificationIcon,
      data: { url: sameOriginUrl(message.url, scope.location.origin) ?? scope.location.origin + '/' },
    }),
  );
}

/** Focuses a window already showing Steady (and takes it to the page), or opens one. */
export function handleNotificationClick(scope: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const url =
    sameOriginUrl(
      String((event.notification.data as { url?: unknown } | null)?.url ?? '/'),
      scope.location.origin,
    ) ?? `${scope.location.origin}/`;
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
      if (open) {
        // Both start at once: the focus while the click still allows it, and the window reaches the page
        // even where a browser refuses the focus.
        await Promise.all([open.focus(), open.navigate(url)]);
        return;
      }
      await scope.clients.openWindow(url);
    })(),
  );
}
