import { defaultMailFrom, type DatabaseDialect } from '@steady/service-common';
import { startSmtpCapture, type SmtpCapture } from '@steady/service-common/testing';
import type { AuthSettings } from '../settings';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app';

export interface MailTestApp extends AuthTestApp {
  smtp: SmtpCapture;
  close(): Promise<void>;
}

/** The auth app mailing through a real SMTP server that the test reads. */
export async function createMailTestApp(
  dialect: DatabaseDialect,
  settings: Partial<AuthSettings> = {},
): Promise<MailTestApp> {
  const smtp = await startSmtpCapture();
  const subject = await createAuthTestApp(dialect, {
    publicUrl: 'https://steady.test',
    mail: { transport: { kind: 'smtp', url: smtp.url }, from: defaultMailFrom },
    ...settings,
  });
  return {
    ...subject,
    smtp,
    close: async () => {
      await smtp.close();
      await subject.database.dispose();
    },
  };
}

/** The token of the first link to `path` in a mail's text. */
export function linkTokenIn(text: string, path: string): string {
  const match = new RegExp(`https://steady\\.test${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in:\n${text}`);
  return match[1];
}
