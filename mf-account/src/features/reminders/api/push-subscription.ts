import { isApiError } from '@steady/api-client';
import { pushSubscriptionRequestSchema } from '@steady/contracts';
import { fetchPushPublicKey, savePushSubscription } from './reminders-api';

/** How long to wait for the service worker before saying notifications are not ready on this device. */
const serviceWorkerWaitMs = 5000;
/**
 * How long the browser's own subscription may take: some never answer (a browser without a push service),
 * and the reader is told rather than left waiting.
 */
export const pushSubscribeWaitMs = 20_000;

type PushAvailability = 'unsupported' | 'denied' | 'available';

/** Whether this browser can receive Steady's reminders as notifications (iOS only from the home screen). */
export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** True when this device already has a push subscription (without waiting for a service worker to appear). */
export async function hasPushSubscription(): Promise<boolean> {
  if (pushAvailability() === 'unsupported') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

export class PushNotReadyError extends Error {}
export class PushDeniedError extends Error {}
/** The browser refused to subscribe although it has the API (a private window, no push service). */
export class PushUnavailableError extends Error {}
/** The browser did not answer in time. */
export class PushTimeoutError extends Error {}

function withinWait<Value>(promise: Promise<Value>): Promise<Value> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PushTimeoutError('The browser did not answer')),
      pushSubscribeWaitMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The browser's own refusal (a DOMException) means push cannot work here; anything else is passed on. */
async function browserSubscribe(subscribe: () => Promise<PushSubscription>): Promise<PushSubscription> {
  try {
    return await withinWait(subscribe());
  } catch (error) {
    if (error instanceof DOMException) throw new PushUnavailableError(error.message);
    throw error;
  }
}

function readyServiceWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushNotReadyError('No service worker')), serviceWorkerWaitMs);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

const saveSubscription = (subscription: PushSubscription) =>
  savePushSubscription(pushSubscriptionRequestSchema.parse(subscription.toJSON()));

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription to the server. */
export async function subscribeToPush(): Promise<void> {
  if ((await withinWait(Notification.requestPermission())) !== 'granted') {
    throw new PushDeniedError('Permission refused');
  }
  const registration = await readyServiceWorker();
  const applicationServerKey = await fetchPushPublicKey();
  const subscribe = () =>
    browserSubscribe(() =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    );
  const subscription = await subscribe();
  try {
    await saveSubscription(subscription);
  } catch (error) {
    if (!isApiError(error) || error.reason !== 'push_subscription_taken') throw error;
    // This browser's subscription is another account's, from whoever turned reminders on here before: a
    // new one is this account's alone (and the other account's stop arriving in this browser).
    await subscription.unsubscribe();
    await saveSubscription(await subscribe());
  }
}
