import type { Express } from 'express';
import {
  nameTrustedPersonRequestSchema,
  trustedPersonMessageRequestSchema,
  trustedPersonPath,
  trustedPersonPaths,
  trustedPersonReplyRequestSchema,
  trustedPersonTokenRequestSchema,
  trustedPersonWeeklyRequestSchema,
  type TrustedPersonResponse,
} from '@steady/contracts';
import { parseBody, type RequestLimits } from '@steady/service-common';
import type { AuthContext } from '../context';
import { requireAccount, signedInUserId } from '../http/signed-in-user';
import { createMailRateLimits } from '../mail-flows/mail-rate-limits';
import type { AuthSettings } from '../settings';
import {
  getTrustedPerson,
  nameTrustedPerson,
  removeTrustedPerson,
  saveWeeklyChoice,
  sendRoughMomentMessage,
} from './trusted-person';
import { agreeToWeeklyNotes, readInvitation, replyToInvitation, stopMails } from './trusted-person-links';

/**
 * The trusted person: the signed-in user's own (free for everyone, never Premium, like all crisis help),
 * and the links mailed to the person, which need no sign-in. Naming someone mails an address the user
 * types, so it is limited per address like the other mails.
 */
export function registerTrustedPersonRoutes(
  app: Express,
  context: AuthContext,
  settings: AuthSettings,
  requestLimits: RequestLimits,
): void {
  const mailLimits = createMailRateLimits(settings.mailLimits, requestLimits);
  const answer = (person: TrustedPersonResponse['person']): TrustedPersonResponse => ({ person });

  app.get(trustedPersonPath, ...requireAccount(context), async (_request, response) => {
    response.json(answer(await getTrustedPerson(context, signedInUserId(response))));
  });
  app.post(
    trustedPersonPath,
    ...requireAccount(context),
    mailLimits.perIp,
    mailLimits.perEmail,
    async (request, response) => {
      const body = parseBody(nameTrustedPersonRequestSchema, request);
      const userId = signedInUserId(response);
      const person = await nameTrustedPerson(context, userId, body, settings.publicUrl);
      response.status(201).json(answer(person));
    },
  );
  app.delete(trustedPersonPath, ...requireAccount(context), async (_request, response) => {
    await removeTrustedPerson(context, signedInUserId(response));
    response.status(204).end();
  });
  app.put(trustedPersonPaths.weekly, ...requireAccount(context), async (request, response) => {
    const body = parseBody(trustedPersonWeeklyRequestSchema, request);
    response.json(answer(await saveWeeklyChoice(context, signedInUserId(response), body)));
  });
  app.post(trustedPersonPaths.message, ...requireAccount(context), async (request, response) => {
    const body = parseBody(trustedPersonMessageRequestSchema, request);
    const left = await sendRoughMomentMessage(context, signedInUserId(response), body, settings.publicUrl);
    response.status(202).json({ sent: true, messagesLeft: left });
  });

  app.post(trustedPersonPaths.invitation, mailLimits.perIp, async (request, response) => {
    const { token } = parseBody(trustedPersonTokenRequestSchema, request);
    response.json(await readInvitation(context, token));
  });
  app.post(trustedPersonPaths.reply, mailLimits.perIp, async (request, response) => {
    const body = parseBody(trustedPersonReplyRequestSchema, request);
    response.json({ status: await replyToInvitation(context, body) });
  });
  app.post(trustedPersonPaths.stop, mailLimits.perIp, async (request, response) => {
    const { token } = parseBody(trustedPersonTokenRequestSchema, request);
    await stopMails(context, token);
    response.json({ stopped: true });
  });
  app.post(trustedPersonPaths.weeklyNotes, mailLimits.perIp, async (request, response) => {
    const { token } = parseBody(trustedPersonTokenRequestSchema, request);
    response.json({ status: await agreeToWeeklyNotes(context, token) });
  });
}
