/// <reference lib="webworker" />
// eslint-disable-next-line no-restricted-imports -- the service worker is a bundle of its own (esbuild), apart from the app's shared modules
import * as z from 'zod/mini';

const nudgeButtons = ['start', 'snooze', 'later'] as const;
type NudgeButton = (typeof nudgeButtons)[number];

/**
 * The push contract with the server (reminders): a JSON payload `{ title, body, url }`, and for a nudge its
 * tag, id, single-use token and buttons. A payload that is not that shape shows nothing: a notification
 * must never be a garbled one.
 */
const pushMessageSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(1000)),
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
  tag: z.optional(z.string().check(z.maxLength(100))),
  nudge: z.optional(
    z.object({
      id: z.string().check(z.regex(/^\d{1,15}$/)),
      token: z.string().check(z.regex(/^[\w-]{43}$/)),
      actions: z
        .array(z.object({ action: z.enum(nudgeButtons), title: z.string().check(z.maxLength(60)) }))
        .check(z.maxLength(nudgeButtons.length)),
    }),
  ),
});
type PushMessage = z.infer<typeof pushMessageSchema>;

/** What a notification keeps for its click: the page, and the nudge's key to answer it with. */
interface NotificationData {
  url: string;
  nudge?: { id: string; token: string };
}

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

/**
 * The buttons this browser can show. Where it shows fewer than three (Chrome shows two), "Start now" gives
 * way: a click on the notification itself opens the technique just the same.
 */
function buttonsFor(actions: readonly { action: NudgeButton; title: string }[], maxActions: number) {
  return actions.length <= maxActions
    ? [...actions]
    : actions.filter((button) => button.action !== 'start').slice(0, maxActions);
}

export function handlePush(scope: ServiceWorkerGlobalScope, event: PushEvent): void {
  const message = readPushMessage(event.data);
  if (!message) return;
  const data: NotificationData = {
    url: sameOriginUrl(message.url, scope.location.origin) ?? scope.location.origin + '/',
    ...(message.nudge && { nudge: { id: message.nudge.id, token: message.nudge.token } }),
  };
  const maxActions = (scope as { Notification?: { maxActions?: number } }).Notification?.maxActions ?? 2;
  event.waitUntil(
    scope.registration.showNotification(message.title, {
      body: message.body,
      icon: notificationIcon,
      badge: notificationIcon,
      data,
      ...(message.tag && { tag: message.tag, renotify: true }),
      ...(message.nudge && { actions: buttonsFor(message.nudge.actions, maxActions) }),
    } as NotificationOptions),
  );
}

/** Tells the server what was done with a nudge (this stops its repeats); a failure only means they go on. */
async function answerNudge(scope: ServiceWorkerGlobalScope, data: NotificationData, action: string) {
  if (!data.nudge) return;
  try {
    await scope.fetch(`${scope.location.origin}/api/reminders/nudges/${data.nudge.id}/ack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: data.nudge.token, action }),
      credentials: 'omit',
    });
  } catch {
    // Offline: the repeats still come, which is what an unanswered notification asks for.
  }
}

function notificationData(scope: ServiceWorkerGlobalScope, notification: Notification): NotificationData {
  const data = notification.data as { url?: unknown; nudge?: NotificationData['nudge'] } | null;
  const url = sameOriginUrl(String(data?.url ?? '/'), scope.location.origin) ?? `${scope.location.origin}/`;
  return { url, ...(data?.nudge && { nudge: data.nudge }) };
}

/** Focuses a window already showing Steady (and takes it to the page), or opens one. */
async function openPage(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    // Both start at once: the focus while the click still allows it, and the window reaches the page
    // even where a browser refuses the focus.
    await Promise.all([open.focus(), open.navigate(url)]);
    return;
  }
  await scope.clients.openWindow(url);
}

/**
 * A click on the notification or one of its buttons. "Snooze 10 min" and "Later today" only answer it (the
 * server sends the one nudge asked for); "Start now" and a click on the notification open the page.
 */
export function handleNotificationClick(scope: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const data = notificationData(scope, event.notification);
  const action = nudgeButtons.find((button) => button === event.action) ?? 'open';
  const answered = answerNudge(scope, data, action);
  event.waitUntil(
    action === 'snooze' || action === 'later' ? answered : Promise.all([openPage(scope, data.url), answered]),
  );
}

/** Closing a notification answers it too: it was seen, so its repeats stop. */
export function handleNotificationClose(scope: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.waitUntil(answerNudge(scope, notificationData(scope, event.notification), 'dismiss'));
}
