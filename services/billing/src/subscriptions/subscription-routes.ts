import type { Express, RequestHandler, Response } from 'express';
import {
  createSubscriptionRequestSchema,
  defaultLanguage,
  pauseSubscriptionRequestSchema,
} from '@steady/contracts';
import { parseBody, unauthorized, type AuthenticatedUser } from '@steady/service-common';
import {
  cancelSubscription,
  getSubscriptionStatus,
  pauseSubscription,
  resumeSubscription,
  startSubscription,
  type SubscriptionHandlerDependencies,
} from './subscriptions';

interface SubscriptionRouteOptions extends SubscriptionHandlerDependencies {
  requireUser: RequestHandler;
  /** Lets a retried checkout or cancel apply once (Idempotency-Key). */
  idempotent: RequestHandler;
  /** PUBLIC_URL: the only origin return links are built on (a request's Host header can be forged). */
  publicUrl: string;
}

/** The user `requireUser` put on the response; a route without that guard fails loudly rather than silently. */
export function signedInUser(response: Response): AuthenticatedUser {
  const user = response.locals.user;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user's subscription: start one, read it, pause or resume it, cancel it. */
export function registerSubscriptionRoutes(app: Express, options: SubscriptionRouteOptions): void {
  const { requireUser, idempotent, publicUrl, ...dependencies } = options;

  app.post('/api/subscription/create-subscription', requireUser, idempotent, async (request, response) => {
    const { language } = parseBody(createSubscriptionRequestSchema, request);
    const returnAddress = { appUrl: publicUrl, language: language ?? defaultLanguage };
    response.json(await startSubscription(dependencies, signedInUser(response), returnAddress));
  });

  app.get('/api/subscription/status', requireUser, async (_request, response) => {
    response.json(await getSubscriptionStatus(dependencies.store, signedInUser(response).id));
  });

  app.post('/api/subscription/cancel', requireUser, idempotent, async (_request, response) => {
    response.json(await cancelSubscription(dependencies, signedInUser(response).id));
  });

  app.post('/api/subscription/pause', requireUser, idempotent, async (request, response) => {
    const { months, language } = parseBody(pauseSubscriptionRequestSchema, request);
    response.json(
      await pauseSubscription(dependencies, signedInUser(response).id, {
        months,
        language: language ?? defaultLanguage,
      }),
    );
  });

  app.post('/api/subscription/resume', requireUser, idempotent, async (_request, response) => {
    response.json(await resumeSubscription(dependencies, signedInUser(response).id));
  });
}
