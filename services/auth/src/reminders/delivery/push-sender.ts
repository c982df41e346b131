import type { Agent } from 'node:https';
import { sendNotification, WebPushError } from 'web-push';
import type { PushSubscriptionRequest, ReminderPushPayload } from '@steady/contracts';
import type { Logger } from '@steady/service-common';
import type { VapidKeys } from './push-repository';
import { isAllowedPushEndpoint, PublicAddressAgent } from './push-addresses';

/**
 * `gone`: the push service no longer knows the subscription (404/410), so it should be forgotten. A push
 * refused before it left (an address that is not a push service's) is `failed`, like an unreachable
 * one, and the subscription is kept: what became of it must not tell anyone what answers inside.
 */
type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(subscription: PushSubscriptionRequest, payload: ReminderPushPayload): Promise<PushOutcome>;
}

/** A reminder is worth little a day late: the push service may drop it after that long offline. */
const reminderPushTtlSeconds = 12 * 60 * 60;

interface WebPushSenderOptions {
  vapidKeys: () => Promise<VapidKeys>;
  vapidSubject: string;
  /** PUSH_SERVICE_HOSTS; empty: any public host. */
  pushServiceHosts: readonly string[];
  logger: Logger;
  /** How pushes connect: to public addresses only, unless a test passes the agent of its local push service. */
  agent?: Agent;
}

/** Encrypts (aes128gcm, RFC 8291) and signs (VAPID) a message and posts it to the subscription's push service. */
export function createWebPushSender({
  vapidKeys,
  vapidSubject,
  pushServiceHosts,
  logger,
  agent = new PublicAddressAgent(),
}: WebPushSenderOptions): PushSender {
  return {
    async send(subscription, payload) {
      if (!isAllowedPushEndpoint(subscription.endpoint, pushServiceHosts)) {
        logger.warn('A reminder push was not sent: its endpoint is not a push service address allowed here');
        return 'failed';
      }
      const keys = await vapidKeys();
      try {
        await sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails: { subject: vapidSubject, ...keys },
          TTL: reminderPushTtlSeconds,
          contentEncoding: 'aes128gcm',
          agent,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        logger.warn({ err: error }, 'A reminder push was not accepted by the push service');
        return 'failed';
      }
    },
  };
}
