import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A mail as the local outbox keeps it: one JSON file per mail, shared by every service on this machine. */
export const outboxMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  keptAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export interface LocalOutbox {
  readonly directory: string;
  keep(mail: Omit<OutboxMail, 'id' | 'keptAt'>, keptAt: Date): Promise<OutboxMail>;
  /** Every kept mail, newest first; a file that is not a mail is skipped. */
  list(): Promise<OutboxMail[]>;
}

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
    async list() {
      const names = await readdir(directory).catch(() => []);
      const mails: OutboxMail[] = [];
      for (const name of names
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse()) {
        const parsed = outboxMailSchema.safeParse(
          JSON.parse(await readFile(path.join(directory, name), 'utf8').catch(() => 'null')),
        );
        if (parsed.success) mails.push(parsed.data);
      }
      return mails;
    },
  };
}
