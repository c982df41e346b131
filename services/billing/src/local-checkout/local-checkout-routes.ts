import type { Express, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { defaultLanguage, languageSchema, type Plan } from '@steady/contracts';
import { HttpError, parseParams, securityHeaders } from '@steady/service-common';
import { getSubscriptionStatus } from '../subscriptions/subscriptions';
import type { BillingStore } from '../database/billing-store';
import { checkoutPageSecurityPolicy, renderCheckoutPage, renderMissingSessionPage } from './checkout-page';
import type { CheckoutOwnership } from './checkout-owner';
import type { LocalStripe } from './local-stripe';
import { signedInUser } from '../subscriptions/subscription-routes';

const sessionParamsSchema = z.object({ sessionId: z.string().regex(/^cs_local_[a-f0-9]+$/) });
const languageOf = (query: unknown) =>
  z.catch(languageSchema, defaultLanguage).parse((query as { lang?: unknown }).lang);

function sendPage(response: Response, status: number, html: string) {
  response.status(status).set('Content-Security-Policy', checkoutPageSecurityPolicy).type('html').send(html);
}

interface LocalCheckoutRouteOptions {
  localStripe: LocalStripe;
  store: BillingStore;
  plan: Plan;
  requireUser: RequestHandler;
  ownership: CheckoutOwnership;
}

/**
 * Only with LOCAL_CHECKOUT=1 and no STRIPE_SECRET_KEY: the test checkout page and its two buttons, and the end of a paid period
 * on demand (the end-to-end tests use it; a real period lasts a month).
 */
export function registerLocalCheckoutRoutes(app: Express, options: LocalCheckoutRouteOptions): void {
  const { localStripe, ownership } = options;

  // Starting a checkout marks this browser as its owner (the subscription route itself runs next).
  app.post('/api/subscription/create-subscription', options.requireUser, ownership.markOwner);

  app.post(
    '/api/billing/local-checkout/simulate-period-end',
    options.requireUser,
    async (_request, response) => {
      const userId = signedInUser(response).id;
      await localStripe.endPeriod(userId);
      response.json(await getSubscriptionStatus(options.store, userId));
    },
  );

  // The checkout's pages get a page's security headers (a service's answers have an API's).
  const pageHeaders = securityHeaders();
  app.get('/api/billing/local-checkout/:sessionId', pageHeaders, async (request, response) => {
    const language = languageOf(request.query);
    const parsed = sessionParamsSchema.safeParse(request.params);
    const session = parsed.success ? await localStripe.findSession(parsed.data.sessionId) : undefined;
    if (!session) sendPage(response, 404, renderMissingSessionPage(language));
    else sendPage(response, 200, renderCheckoutPage(session, options.plan, language));
  });

  // A form post answered with 303, so the browser follows with a GET and a reload does not post again.
  const step = (run: (sessionId: string) => Promise<string>) =>
    (async (request, response) => {
      const { sessionId } = parseParams(sessionParamsSchema, request);
      const session = await localStripe.findSession(sessionId);
      if (session) await ownership.requireOwner(request, session.userId);
      try {
        response.redirect(303, await run(sessionId));
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 404) throw error;
        sendPage(response, 404, renderMissingSessionPage(languageOf(request.query)));
      }
    }) satisfies RequestHandler;

  app.post('/api/billing/local-checkout/:sessionId/complete', pageHeaders, step(localStripe.complete));
  app.post('/api/billing/local-checkout/:sessionId/abandon', pageHeaders, step(localStripe.abandon));
}
