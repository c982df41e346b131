import { addDays, localDayOf } from '@steady/domain';
import { composeMail, type KeyCipher, type Logger, type Mailer } from '@steady/service-common';
import type { AuthStore } from '../database/auth-store';
import { laterMailLinks, oneWeekMs } from './trusted-person';
import { trustedPersonMailTexts } from './trusted-person-mail-texts';
import type { StoredTrustedPerson } from './trusted-person-repository';

/** Due notes read per query; a pass keeps reading until none is due. */
const batchSize = 50;

type WeeklyNoteOutcome = 'sent' | 'taken';

interface WeeklyNoteDependencies {
  store: AuthStore;
  cipher: KeyCipher;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
}

/** Sends one due note, if this instance is the one whose update moved it on by a week. */
async function deliver(
  { store, cipher, mailer, appUrl }: WeeklyNoteDependencies,
  person: StoredTrustedPerson,
  at: Date,
): Promise<WeeklyNoteOutcome> {
  if (!person.weeklyNextDueAt) return 'taken';
  // The next note is a week after this one was due, so a late pass does not shift the day it arrives.
  let next = Date.parse(person.weeklyNextDueAt) + oneWeekMs;
  while (next <= at.getTime()) next += oneWeekMs;
  const claimed = await store.trustedPerson.claimWeekly(
    person.userId,
    person.weeklyNextDueAt,
    new Date(next).toISOString(),
  );
  if (!claimed) return 'taken';
  const today = localDayOf(at, 'UTC', 0);
  const days = (await store.badgeFacts.activeDays(person.userId, addDays(today, -6))).length;
  await mailer.send({
    ...composeMail(trustedPersonMailTexts, 'weeklyNote', person.language, person.email, {
      name: person.name,
      yourName: person.yourName,
      days,
      hasLine: person.weeklyLine === '' ? 'no' : 'yes',
      line: person.weeklyLine,
      stopLink: laterMailLinks(cipher, person, appUrl).stopLink,
    }),
    userId: person.userId,
  });
  await store.trustedPerson.recordMail(person.userId, 'weekly', at.toISOString());
  return 'sent';
}

/**
 * One pass over the weekly notes that are due. Several instances may run it at once: each note is claimed
 * by a conditional update of its due time (as reminders are), so each pair gets one note a week.
 */
export async function sendDueWeeklyNotes(dependencies: WeeklyNoteDependencies): Promise<WeeklyNoteOutcome[]> {
  const at = dependencies.now();
  const outcomes: WeeklyNoteOutcome[] = [];
  for (;;) {
    const due = await dependencies.store.trustedPerson.listWeeklyDue(at.toISOString(), batchSize);
    for (const person of due) outcomes.push(await deliver(dependencies, person, at));
    if (due.length < batchSize) return outcomes;
  }
}

/** Runs a pass every interval (none when it is 0); a pass still running makes the next one wait. */
export function startWeeklyNotes(
  dependencies: WeeklyNoteDependencies & { logger: Logger; intervalMs: number },
): void {
  if (dependencies.intervalMs <= 0) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendDueWeeklyNotes(dependencies))
      .catch((error: unknown) => dependencies.logger.error({ err: error }, 'Weekly note pass failed'));
  }, dependencies.intervalMs);
  // The notes alone must not keep the process alive (the server does).
  timer.unref();
}
