import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A mail as the local outbox keeps it: one JSON file per mail, shared by every service on this machine. */
const outboxMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  keptAt: z.string(),
  /** The account the mail is about, so deleting the account deletes it too (none in older files). */
  userId: z.string().nullable().default(null),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Who a deleted account was: the mails about it, or to its address, go with it. */
export interface DeletedAccount {
  userId: string;
  email: string;
}

export interface LocalOutbox {
  readonly directory: string;
  keep(mail: Omit<OutboxMail, 'id' | 'keptAt'>, keptAt: Date): Promise<OutboxMail>;
  /** Every kept mail, newest first; a file that is not a mail is skipped. */
  list(): Promise<OutboxMail[]>;
  /** Deletes every mail about the account, to its address, or asking for replies there (older files name no account). */
  forget(account: DeletedAccount): Promise<void>;
}

/** Every kept mail with its file name, newest first; a file that is not a mail is skipped. */
async function readMails(directory: string): Promise<{ file: string; mail: OutboxMail }[]> {
  const names = await readdir(directory).catch(() => []);
  const mails: { file: string; mail: OutboxMail }[] = [];
  for (const name of names
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()) {
    const file = path.join(directory, name);
    const parsed = outboxMailSchema.safeParse(JSON.parse(await readFile(file, 'utf8').catch(() => 'null')));
    if (parsed.success) mails.push({ file, mail: parsed.data });
  }
  return mails;
}

const isAbout = (mail: OutboxMail, account: DeletedAccount) =>
  mail.userId === account.userId || mail.to === account.email || mail.replyTo === account.email;

/**
 * A folder instead of an SMTP server, for development (LOCAL_OUTBOX=1): mails are written, never sent, and
 * the developer reads them on the outbox page. The file name starts with the time, so names sort by age.
 */
export function createLocalOutbox(directory: string): LocalOutbox {
  return {
    directory,
    async keep(mail, keptAt) {
      await mkdir(directory, { recursive: true });
      const id = `${keptAt.getTime()}-${randomBytes(6).toString('hex')}`;
      const kept: OutboxMail = { ...mail, id, keptAt: keptAt.toISOString() };
      await writeFile(path.join(directory, `${id}.json`), JSON.stringify(kept, null, 2));
      return kept;
    },
    list: async () => (await readMails(directory)).map(({ mail }) => mail),
    async forget(account) {
      const mails = await readMails(directory);
      await Promise.all(
        mails.filter(({ mail }) => isAbout(mail, account)).map(({ file }) => rm(file, { force: true })),
      );
    },
  };
}
