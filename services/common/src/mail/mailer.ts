import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { createLocalOutbox, type DeletedAccount, type LocalOutbox } from './local-outbox';
import type { MailSettings } from './mail-settings';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: every mail Steady sends reads well without HTML. */
  text: string;
  replyTo?: string;
  /** The account the mail is about (its name, its address): kept mails go when the account does. */
  userId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Deletes what is kept of the mails about a deleted account (sent mails have left already). */
  forget(account: DeletedAccount): Promise<void>;
  /** The local outbox mails go to instead of an SMTP server; null when they are sent over SMTP. */
  readonly outbox: LocalOutbox | null;
}

/**
 * The one way any service sends mail: SMTP through nodemailer, or the local outbox when that is on, so a
 * mail is never silently dropped. A failed SMTP delivery rejects; the caller decides what that means.
 */
export function createMailer(settings: MailSettings, logger: Logger, now = () => new Date()): Mailer {
  if (settings.transport.kind === 'local-outbox') {
    const outbox = createLocalOutbox(settings.transport.directory);
    return {
      outbox,
      async send(message) {
        const kept = await outbox.keep(
          {
            from: settings.from,
            to: message.to,
            replyTo: message.replyTo ?? null,
            subject: message.subject,
            text: message.text,
            userId: message.userId ?? null,
          },
          now(),
        );
        logger.info(
          { mailId: kept.id, outbox: outbox.directory },
          'Mail kept in the local outbox (not sent)',
        );
      },
      forget: (account) => outbox.forget(account),
    };
  }
  const smtp = nodemailer.createTransport(settings.transport.url);
  return {
    outbox: null,
    async send({ userId: _about, ...message }) {
      const info = await smtp.sendMail({ from: settings.from, ...message });
      logger.info({ messageId: info.messageId }, 'Mail sent');
    },
    forget: () => Promise.resolve(),
  };
}
