import type { Selectable } from 'kysely';
import {
  languageSchema,
  trustedPersonStatusSchema,
  type Language,
  type TrustedPersonStatus,
} from '@steady/contracts';
import { fromFlag, parseStoredValue, toFlag, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';
import type { TrustedPeopleTable } from './trusted-person-tables';

export interface StoredTrustedPerson {
  userId: string;
  name: string;
  email: string;
  language: Language;
  yourName: string;
  status: TrustedPersonStatus;
  userWantsWeekly: boolean;
  personWantsWeekly: boolean;
  weeklyLine: string;
  weeklyNextDueAt: string | null;
  askedAt: string;
  answeredAt: string | null;
  /** The stop and weekly links' tokens, encrypted (KeyCipher). */
  sealedTokens: { stop: string; weekly: string };
}

interface NewTrustedPerson {
  name: string;
  email: string;
  language: Language;
  yourName: string;
  askedAt: string;
  tokenHashes: Record<TrustedPersonLink, string>;
  sealedTokens: { stop: string; weekly: string };
}

/** What each mailed link may do: answer the question once, stop every mail, or agree to weekly notes. */
export type TrustedPersonLink = 'reply' | 'stop' | 'weekly';
type TrustedPersonMailKind = 'message' | 'weekly';

/** The changes a link, or the user, makes to the row. */
type TrustedPersonChange = Partial<
  Pick<StoredTrustedPerson, 'status' | 'userWantsWeekly' | 'personWantsWeekly' | 'weeklyLine'>
> & { answeredAt?: string; weeklyNextDueAt: string | null };

export interface TrustedPersonRepository {
  find(userId: string): Promise<StoredTrustedPerson | null>;
  findByLink(link: TrustedPersonLink, tokenHash: string): Promise<StoredTrustedPerson | null>;
  /** Names a person in place of the one named before, if any (call in a transaction). */
  replace(userId: string, person: NewTrustedPerson): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Applies a change while the row still has `status`; false when it had moved on (another answer won). */
  change(userId: string, status: TrustedPersonStatus, change: TrustedPersonChange): Promise<boolean>;
  recordMail(userId: string, kind: TrustedPersonMailKind, sentAt: string): Promise<void>;
  countMails(userId: string, kind: TrustedPersonMailKind, since: string): Promise<number>;
  mails(userId: string): Promise<{ kind: string; sentAt: string }[]>;
  /** Pairs whose weekly note is due at `now`, oldest first. */
  listWeeklyDue(now: string, limit: number): Promise<StoredTrustedPerson[]>;
  /** Moves a due note on; only the instance whose update matched `dueAt` sends it. */
  claimWeekly(userId: string, dueAt: string, nextDueAt: string): Promise<boolean>;
}

function toPerson(row: Selectable<TrustedPeopleTable>): StoredTrustedPerson {
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    language: parseStoredValue(languageSchema, row.language, 'trusted person language'),
    yourName: row.your_name,
    status: parseStoredValue(trustedPersonStatusSchema, row.status, 'trusted person status'),
    userWantsWeekly: fromFlag(row.user_wants_weekly),
    personWantsWeekly: fromFlag(row.person_wants_weekly),
    weeklyLine: row.weekly_line,
    weeklyNextDueAt: row.weekly_next_due_at,
    askedAt: row.asked_at,
    answeredAt: row.answered_at,
    sealedTokens: { stop: row.sealed_stop_token, weekly: row.sealed_weekly_token },
  };
}

const linkColumns = {
  reply: 'reply_token_hash',
  stop: 'stop_token_hash',
  weekly: 'weekly_token_hash',
} as const;

type AuthDb = ServiceDatabase<AuthDatabase>['db'];

/** The mails sent to a user's trusted person, kept to limit how many go out and for the export. */
function mailLog(db: AuthDb): Pick<TrustedPersonRepository, 'recordMail' | 'countMails' | 'mails'> {
  return {
    async recordMail(userId, kind, sentAt) {
      await db
        .insertInto('trusted_person_mails')
        .values({ user_id: userId, kind, sent_at: sentAt })
        .execute();
    },
    async countMails(userId, kind, since) {
      const row = await db
        .selectFrom('trusted_person_mails')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('sent_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async mails(userId) {
      const rows = await db
        .selectFrom('trusted_person_mails')
        .select(['kind', 'sent_at'])
        .where('user_id', '=', userId)
        .orderBy('sent_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ kind: row.kind, sentAt: row.sent_at }));
    },
  };
}

/** The weekly note: which agreed pairs are due one, and claiming it so only one instance sends it. */
function weeklyQueries(db: AuthDb): Pick<TrustedPersonRepository, 'listWeeklyDue' | 'claimWeekly'> {
  return {
    async listWeeklyDue(now, limit) {
      const rows = await db
        .selectFrom('trusted_people')
        .selectAll()
        .where('weekly_next_due_at', '<=', now)
        .where('status', '=', 'agreed')
        .orderBy('weekly_next_due_at')
        .limit(limit)
        .execute();
      return rows.map(toPerson);
    },
    async claimWeekly(userId, dueAt, nextDueAt) {
      const result = await db
        .updateTable('trusted_people')
        .set({ weekly_next_due_at: nextDueAt })
        .where('user_id', '=', userId)
        .where('weekly_next_due_at', '=', dueAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function createTrustedPersonRepository(
  database: ServiceDatabase<AuthDatabase>,
): TrustedPersonRepository {
  const { db } = database;
  return {
    async find(userId) {
      const row = await db
        .selectFrom('trusted_people')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toPerson(row) : null;
    },
    async findByLink(link, tokenHash) {
      const row = await db
        .selectFrom('trusted_people')
        .selectAll()
        .where(linkColumns[link], '=', tokenHash)
        .executeTakeFirst();
      return row ? toPerson(row) : null;
    },
    async replace(userId, person) {
      await db.deleteFrom('trusted_people').where('user_id', '=', userId).execute();
      await db
        .insertInto('trusted_people')
        .values({
          user_id: userId,
          name: person.name,
          email: person.email,
          language: person.language,
          your_name: person.yourName,
          status: 'waiting',
          reply_token_hash: person.tokenHashes.reply,
          stop_token_hash: person.tokenHashes.stop,
          weekly_token_hash: person.tokenHashes.weekly,
          sealed_stop_token: person.sealedTokens.stop,
          sealed_weekly_token: person.sealedTokens.weekly,
          user_wants_weekly: 0,
          person_wants_weekly: 0,
          weekly_line: '',
          weekly_next_due_at: null,
          asked_at: person.askedAt,
          answered_at: null,
        })
        .execute();
    },
    async remove(userId) {
      await db.deleteFrom('trusted_people').where('user_id', '=', userId).execute();
    },
    async change(userId, status, change) {
      const result = await db
        .updateTable('trusted_people')
        .set({
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.userWantsWeekly === undefined
            ? {}
            : { user_wants_weekly: toFlag(change.userWantsWeekly) }),
          ...(change.personWantsWeekly === undefined
            ? {}
            : { person_wants_weekly: toFlag(change.personWantsWeekly) }),
          ...(change.weeklyLine === undefined ? {} : { weekly_line: change.weeklyLine }),
          ...(change.answeredAt === undefined ? {} : { answered_at: change.answeredAt }),
          weekly_next_due_at: change.weeklyNextDueAt,
        })
        .where('user_id', '=', userId)
        .where('status', '=', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    ...mailLog(db),
    ...weeklyQueries(db),
  };
}
