import path from 'node:path';
import { z } from 'zod';
import { parseEnvironment, repositoryRoot } from '../environment';

/**
 * Where mail goes: an SMTP server, or — only when explicitly on, never in production — a local folder a
 * developer reads, since it holds every reset link.
 */
type MailTransport = { kind: 'smtp'; url: string } | { kind: 'local-outbox'; directory: string };

export interface MailSettings {
  transport: MailTransport;
  /** The sender, e.g. `Steady <no-reply@steady.example>`. */
  from: string;
}

export const defaultMailFrom = 'Steady <no-reply@steady.care>';

const mailEnvironmentSchema = z
  .object({
    SMTP_URL: z
      .string()
      .refine((url) => /^smtps?:\/\/[^/]+/.test(url), 'must be an smtp://host:port or smtps://host:port URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default(defaultMailFrom),
    LOCAL_OUTBOX: z.enum(['0', '1'], { error: 'must be 1 (keep mails in the local outbox) or 0' }).optional(),
    MAIL_OUTBOX_DIR: z.string().optional(),
    DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((values, context) => {
    const production = values.NODE_ENV === 'production';
    if (production && values.LOCAL_OUTBOX === '1') {
      context.addIssue({
        code: 'custom',
        path: ['LOCAL_OUTBOX'],
        message:
          'the local outbox shows every mail, reset links included, and is refused with NODE_ENV=production; set SMTP_URL instead',
      });
    } else if (values.SMTP_URL === undefined && production) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required with NODE_ENV=production (smtp://user:password@host:587 or smtps://…): without it no mail, password resets included, can be sent',
      });
    } else if (values.SMTP_URL === undefined && values.LOCAL_OUTBOX !== '1') {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required to send mail; for development without a mail server set LOCAL_OUTBOX=1 (npm start and npm run dev do) to keep mails in a local folder instead',
      });
    }
  });

/**
 * Reads SMTP_URL, MAIL_FROM, LOCAL_OUTBOX and MAIL_OUTBOX_DIR (default `${DATA_DIR}/outbox`); a ConfigError
 * names bad ones, and there is no transport at all.
 */
export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const names = Object.keys(mailEnvironmentSchema.shape);
  const parsed = parseEnvironment(
    mailEnvironmentSchema,
    Object.fromEntries(names.map((name) => [name, env[name]])),
  );
  return {
    transport:
      parsed.SMTP_URL === undefined
        ? {
            kind: 'local-outbox',
            directory: path.resolve(parsed.MAIL_OUTBOX_DIR ?? path.join(parsed.DATA_DIR, 'outbox')),
          }
        : { kind: 'smtp', url: parsed.SMTP_URL },
    from: parsed.MAIL_FROM,
  };
}
