import type { Express, RequestHandler } from 'express';
import {
  changeEmailRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type LoginResponse,
  type MailAcceptedResponse,
} from '@steady/contracts';
import { parseBody, requireUser, type RequestLimits } from '@steady/service-common';
import { normalizeEmail } from '../accounts/accounts';
import type { AuthContext } from '../context';
import { confirmEmailChange, requestEmailChange } from '../email-change/email-change';
import { mailPasswordReset, resetPassword } from '../password-reset/password-reset';
import type { AuthSettings } from '../settings';
import { createMailRateLimits } from './mail-rate-limits';
import { setRefreshCookie } from '../sessions/refresh-cookie';
import { signedInUserId } from '../http/signed-in-user';

const accepted: MailAcceptedResponse = { accepted: true };

/** Password reset and email change: the requests that mail a link, and the links' endpoints. */
export function registerMailFlowRoutes(
  app: Express,
  context: AuthContext,
  settings: AuthSettings,
  requestLimits: RequestLimits,
): void {
  const limits = createMailRateLimits(settings.mailLimits, requestLimits);
  const validate =
    (schema: Parameters<typeof parseBody>[0]): RequestHandler =>
    (request, _response, next) => {
      parseBody(schema, request);
      next();
    };

  app.post(
    '/api/auth/password/forgot',
    limits.perIp,
    validate(forgotPasswordRequestSchema),
    limits.perEmail,
    async (request, response) => {
      const body = parseBody(forgotPasswordRequestSchema, request);
      const user = await context.store.users.findByEmail(normalizeEmail(body.email));
      // Answered before any mail work, so a known and an unknown address take the same time to answer.
      response.status(202).json(accepted);
      if (user) {
        mailPasswordReset(context, user, body, settings.publicUrl).catch((error: unknown) =>
          request.log.error({ err: error }, 'Password reset mail not sent'),
        );
      }
    },
  );

  app.post('/api/auth/password/reset', limits.perIp, async (request, response) => {
    const body = parseBody(resetPasswordRequestSchema, request);
    const session = await resetPassword(context, body);
    setRefreshCookie(request, response, session);
    const answer: LoginResponse = { token: session.token };
    response.json(answer);
  });

  app.post(
    '/api/auth/email/change',
    requireUser(context.tokens),
    limits.perIp,
    validate(changeEmailRequestSchema),
    limits.perEmail,
    async (request, response) => {
      const body = parseBody(changeEmailRequestSchema, request);
      await requestEmailChange(context, signedInUserId(response), body, settings.publicUrl);
      response.status(202).json(accepted);
    },
  );

  app.post('/api/auth/email/confirm', limits.perIp, async (request, response) => {
    const body = parseBody(confirmEmailRequestSchema, request);
    response.json(await confirmEmailChange(context, body.token, body.language ?? 'en'));
  });
}
