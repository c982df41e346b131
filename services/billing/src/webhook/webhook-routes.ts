import type { Express } from 'express';
import type { WebhookProcessor } from './webhook';

/** Registered as a raw-body route: the signature is checked over the bytes exactly as Stripe sent them. */
export const webhookPath = '/api/billing/webhook';

export function registerWebhookRoute(app: Express, webhooks: WebhookProcessor): void {
  app.post(webhookPath, async (request, response) => {
    const payload: Buffer = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    response.json(await webhooks.process(payload, request.get('stripe-signature')));
  });
}
