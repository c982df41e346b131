import {
  trustedPersonLimits,
  trustedPersonLinkPaths,
  type NameTrustedPersonRequest,
  type TrustedPerson,
  type TrustedPersonMessageRequest,
  type TrustedPersonWeeklyRequest,
} from '@steady/contracts';
import {
  composeMail,
  conflict,
  HttpError,
  notFound,
  serviceUnavailable,
  type KeyCipher,
  type MailMessage,
} from '@steady/service-common';
import { normalizeEmail } from '../accounts/accounts';
import type { AuthContext } from '../context';
import { createMailedToken } from '../mail-flows/mailed-token';
import { mailedLink } from '../password-reset/password-reset';
import { requireHealthConsent } from '../profile/profile';
import { trustedPersonMailTexts } from './trusted-person-mail-texts';
import type { StoredTrustedPerson } from './trusted-person-repository';

const oneDayMs = 24 * 60 * 60 * 1000;
export const oneWeekMs = 7 * oneDayMs;

const notNamed = () =>
  notFound('You have not named a trusted person', { reason: 'trusted_person_not_found' });

/** A mail the server could not hand over is a 503 the user can try again, never a 500. */
async function mailOrUnavailable(context: AuthContext, message: MailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch {
    throw serviceUnavailable('The mail could not be sent just now');
  }
}

/** The next weekly note's due time: set while both want it and the person agreed, kept while it stays so. */
export function weeklyNextDueAt(person: StoredTrustedPerson, now: Date): string | null {
  const bothWant = person.status === 'agreed' && person.userWantsWeekly && person.personWantsWeekly;
  if (!bothWant) return null;
  return person.weeklyNextDueAt ?? new Date(now.getTime() + oneWeekMs).toISOString();
}

async function messagesLeft(context: AuthContext, userId: string): Promise<number> {
  const since = new Date(context.now().getTime() - oneDayMs).toISOString();
  const sent = await context.store.trustedPerson.countMails(userId, 'message', since);
  return Math.max(0, trustedPersonLimits.messagesPerDay - sent);
}

/** The person as the user sees them (and as the export holds them). */
const describe = (person: StoredTrustedPerson): Omit<TrustedPerson, 'messagesLeft'> => ({
  name: person.name,
  email: person.email,
  language: person.language,
  yourName: person.yourName,
  status: person.status,
  askedAt: person.askedAt,
  answeredAt: person.answeredAt,
  weekly: person.userWantsWeekly,
  personWantsWeekly: person.personWantsWeekly,
  weeklyLine: person.weeklyLine,
});

const toTrustedPerson = async (
  context: AuthContext,
  person: StoredTrustedPerson,
): Promise<TrustedPerson> => ({
  ...describe(person),
  messagesLeft: await messagesLeft(context, person.userId),
});

/** `GET /api/trusted-person`: the user's own trusted person, or null. */
export async function getTrustedPerson(context: AuthContext, userId: string): Promise<TrustedPerson | null> {
  const person = await context.store.trustedPerson.find(userId);
  return person ? toTrustedPerson(context, person) : null;
}

/** A link to a trusted person's page; the token alone says which person and what the link may do. */
const trustedPersonLink = (appUrl: string, link: keyof typeof trustedPersonLinkPaths, token: string) =>
  mailedLink(appUrl, trustedPersonLinkPaths[link], token);

/** The stop and weekly links every mail after the invitation carries: the same ones each time. */
export function laterMailLinks(cipher: KeyCipher, person: StoredTrustedPerson, appUrl: string) {
  return {
    stopLink: trustedPersonLink(appUrl, 'stop', cipher.decrypt(person.sealedTokens.stop)),
    weeklyLink: trustedPersonLink(appUrl, 'weeklyNotes', cipher.decrypt(person.sealedTokens.weekly)),
  };
}

/**
 * `POST /api/trusted-person`: names a person (with the health-data consent, as everything said in a hard
 * moment is) and mails them once to ask. While someone is waiting or has agreed, the user removes them
 * first; after a decline or a stop the user may name someone else, and nobody is asked again by itself.
 */
export async function nameTrustedPerson(
  context: AuthContext,
  userId: string,
  request: NameTrustedPersonRequest,
  appUrl: string,
): Promise<TrustedPerson> {
  await requireHealthConsent(context, userId);
  const links = { reply: createMailedToken(), stop: createMailedToken(), weekly: createMailedToken() };
  const askedAt = context.now().toISOString();
  await context.store.transaction(async ({ trustedPerson }) => {
    const current = await trustedPerson.find(userId);
    if (current?.status === 'waiting' || current?.status === 'agreed') {
      throw conflict('Remove your trusted person before naming someone else', {
        reason: 'trusted_person_exists',
      });
    }
    await trustedPerson.replace(userId, {
      name: request.name,
      email: normalizeEmail(request.email),
      language: request.language,
      yourName: request.yourName,
      askedAt,
      tokenHashes: {
        reply: links.reply.tokenHash,
        stop: links.stop.tokenHash,
        weekly: links.weekly.tokenHash,
      },
      sealedTokens: {
        stop: context.keyCipher.encrypt(links.stop.token),
        weekly: context.keyCipher.encrypt(links.weekly.token),
      },
    });
  });
  const replyLink = trustedPersonLink(appUrl, 'reply', links.reply.token);
  const invitation = {
    ...composeMail(trustedPersonMailTexts, 'invitation', request.language, normalizeEmail(request.email), {
      name: request.name,
      yourName: request.yourName,
      limit: trustedPersonLimits.messagesPerDay,
      agreeLink: `${replyLink}&answer=agree`,
      declineLink: `${replyLink}&answer=decline`,
      stopLink: trustedPersonLink(appUrl, 'stop', links.stop.token),
    }),
    userId,
  };
  try {
    await mailOrUnavailable(context, invitation);
  } catch (error) {
    // Nobody was asked, so nobody is named: the user can simply try again.
    await context.store.trustedPerson.remove(userId);
    throw error;
  }
  const named = await context.store.trustedPerson.find(userId);
  if (!named) throw notNamed();
  return toTrustedPerson(context, named);
}

/** `DELETE /api/trusted-person`: from now on nothing is sent, and the mailed links stop working. */
export async function removeTrustedPerson(context: AuthContext, userId: string): Promise<void> {
  await context.store.trustedPerson.remove(userId);
}

/** `PUT /api/trusted-person/weekly`: the user's side of the weekly note, and the line they add to it. */
export async function saveWeeklyChoice(
  context: AuthContext,
  userId: string,
  request: Required<TrustedPersonWeeklyRequest>,
): Promise<TrustedPerson> {
  const person = await context.store.trustedPerson.find(userId);
  if (!person) throw notNamed();
  const changed = { ...person, userWantsWeekly: request.weekly, weeklyLine: request.line };
  await context.store.trustedPerson.change(userId, person.status, {
    userWantsWeekly: request.weekly,
    weeklyLine: request.line,
    weeklyNextDueAt: weeklyNextDueAt(changed, context.now()),
  });
  return toTrustedPerson(context, changed);
}

const limitReached = () =>
  new HttpError(429, 'rate_limited', 'You have sent as many messages as Steady sends in a day', {
    reason: 'trusted_message_limit_reached',
  });

/**
 * `POST /api/trusted-person/message`: the user's words, mailed once they tapped Send, only to someone who
 * agreed, and at most `messagesPerDay` in any 24 hours.
 */
export async function sendRoughMomentMessage(
  context: AuthContext,
  userId: string,
  request: TrustedPersonMessageRequest,
  appUrl: string,
): Promise<number> {
  const person = await context.store.trustedPerson.find(userId);
  if (!person) throw notNamed();
  if (person.status !== 'agreed') {
    throw conflict('Your trusted person has not agreed', { reason: 'trusted_person_not_agreed' });
  }
  const left = await messagesLeft(context, userId);
  if (left === 0) throw limitReached();
  await mailOrUnavailable(context, {
    ...composeMail(trustedPersonMailTexts, 'message', person.language, person.email, {
      name: person.name,
      yourName: person.yourName,
      message: request.text,
      ...laterMailLinks(context.keyCipher, person, appUrl),
    }),
    userId,
  });
  await context.store.trustedPerson.recordMail(userId, 'message', context.now().toISOString());
  return left - 1;
}

/** The export's part: the person as the user sees them, and when messages and weekly notes went out. */
export async function exportTrustedPerson(context: AuthContext, userId: string) {
  const [person, mails] = await Promise.all([
    context.store.trustedPerson.find(userId),
    context.store.trustedPerson.mails(userId),
  ]);
  const sentAt = (kind: string) => mails.filter((mail) => mail.kind === kind).map((mail) => mail.sentAt);
  return {
    person: person ? describe(person) : null,
    messagesSentAt: sentAt('message'),
    weeklyNotesSentAt: sentAt('weekly'),
  };
}
