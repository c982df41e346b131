import path from 'node:path';
import { z } from 'zod';
import { parseEnvironment, repositoryRoot } from '../environment';

export interface MailSettings {
  /** `smtp://user:password@host:port` or `smtps://…`; null keeps every mail in the local outbox instead. */
  smtpUrl: string | null;
  /** The sender, e.g. `Steady <no-reply@steady.example>`. */
  from: string;
  /** Where the local outbox keeps mails when no SMTP server is configured. */
  outboxDirectory: string;
}

export const defaultMailFrom = 'Steady <no-reply@steady.care>';

const mailEnvironmentSchema = z.object({
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\/[^/]+/.test(url), 'must be an smtp://host:port or smtps://host:port URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(defaultMailFrom),
  MAIL_OUTBOX_DIR: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
});

/** Reads SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR (default `${DATA_DIR}/outbox`); a ConfigError names bad ones. */
export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const names = Object.keys(mailEnvironmentSchema.shape);
  const parsed = parseEnvironment(
    mailEnvironmentSchema,
    Object.fromEntries(names.map((name) => [name, env[name]])),
  );
  return {
    smtpUrl: parsed.SMTP_URL ?? null,
    from: parsed.MAIL_FROM,
    outboxDirectory: path.resolve(parsed.MAIL_OUTBOX_DIR ?? path.join(parsed.DATA_DIR, 'outbox')),
  };
}
