import type { TrustedPersonInvitation, TrustedPersonStatus } from '@steady/contracts';
import type { AuthContext } from '../context';
import { hashMailedToken } from '../mail-flows/mailed-token';
import { mailLinkInvalid } from '../password-reset/password-reset';
import type { TrustedPersonLink } from './trusted-person-repository';
import { weeklyNextDueAt } from './trusted-person';

/** The links in the trusted person's mails: no sign-in, the token alone says whose and what for. */

async function personOf(context: AuthContext, link: TrustedPersonLink, token: string) {
  const person = await context.store.trustedPerson.findByLink(link, hashMailedToken(token));
  if (!person) throw mailLinkInvalid();
  return person;
}

/** `POST /api/trusted-person/invitation`: who asks, for the page the answer links open. */
export async function readInvitation(context: AuthContext, token: string): Promise<TrustedPersonInvitation> {
  const person = await personOf(context, 'reply', token);
  return { askedBy: person.yourName, status: person.status, language: person.language };
}

/**
 * `POST /api/trusted-person/reply`: the one answer to the invitation. Once answered (or stopped), the link
 * only says so: the answer stands, and re-asking is the user's to do by naming someone.
 */
export async function replyToInvitation(
  context: AuthContext,
  request: { token: string; answer: 'agree' | 'decline'; weekly: boolean },
): Promise<TrustedPersonStatus> {
  const person = await personOf(context, 'reply', request.token);
  if (person.status !== 'waiting') return person.status;
  const now = context.now();
  const status = request.answer === 'agree' ? 'agreed' : 'declined';
  const personWantsWeekly = status === 'agreed' && request.weekly;
  const answered = { ...person, status, personWantsWeekly } as const;
  const changed = await context.store.trustedPerson.change(person.userId, 'waiting', {
    status,
    personWantsWeekly,
    answeredAt: now.toISOString(),
    weeklyNextDueAt: weeklyNextDueAt(answered, now),
  });
  if (changed) return status;
  return (await personOf(context, 'reply', request.token)).status;
}

/**
 * `POST /api/trusted-person/stop`: from now on nothing at all is mailed to this person. It works at any
 * time, and again: a link whose person the user removed meanwhile has nothing left to stop.
 */
export async function stopMails(context: AuthContext, token: string): Promise<void> {
  const person = await context.store.trustedPerson.findByLink('stop', hashMailedToken(token));
  if (!person || person.status === 'stopped') return;
  await context.store.trustedPerson.change(person.userId, person.status, {
    status: 'stopped',
    personWantsWeekly: false,
    answeredAt: context.now().toISOString(),
    weeklyNextDueAt: null,
  });
}

/** `POST /api/trusted-person/weekly-notes`: the person agrees to the weekly note (it comes if the user wants it too). */
export async function agreeToWeeklyNotes(context: AuthContext, token: string): Promise<TrustedPersonStatus> {
  const person = await personOf(context, 'weekly', token);
  if (person.status !== 'agreed') return person.status;
  const agreed = { ...person, personWantsWeekly: true };
  await context.store.trustedPerson.change(person.userId, 'agreed', {
    personWantsWeekly: true,
    weeklyNextDueAt: weeklyNextDueAt(agreed, context.now()),
  });
  return person.status;
}
