import { isApiError } from '@steady/api-client';
import { pushSubscriptionRequestSchema } from '@steady/contracts';
import { fetchPushPublicKey, savePushSubscription } from './reminders-api';

/** How long to wait for the service worker before saying notifications are not ready on this device. */
const serviceWorkerWaitMs = 5000;

export type PushAvailability = 'unsupported' | 'denied' | 'available';

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
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDeniedError('Permission refused');
  const registration = await readyServiceWorker();
  const applicationServerKey = await fetchPushPublicKey();
  const subscribe = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
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
