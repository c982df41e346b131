import { areNotificationsOn } from './alert-preferences';

/**
 * A system notification for a new step, only when the user turned them on and only while the tab is
 * hidden (on screen, the tool and its sound say it already). One per tool: a newer one replaces it.
 */
export function notifyPhaseWhileHidden(tag: string, title: string, body: string): void {
  if (document.visibilityState !== 'hidden' || !areNotificationsOn()) return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some browsers allow notifications only from a service worker: the sound and the title remain.
  }
}
