import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@steady/contracts';
import type { MailMessage } from './mailer';

/** A mail's subject and text as ICU messages, as in the apps' catalogs, so counts take their plural forms. */
export interface MailText {
  subject: string;
  text: string;
}

export type MailTexts<Name extends string> = Record<Language, Record<Name, MailText>>;

const format = (template: string, language: Language, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(template, language).format(values));

/** The mail `name` in `language`, its placeholders filled, addressed to `to`. */
export function composeMail<Name extends string>(
  texts: MailTexts<Name>,
  name: Name,
  language: Language,
  to: string,
  values: Record<string, string | number>,
): MailMessage {
  const text = texts[language][name];
  return { to, subject: format(text.subject, language, values), text: format(text.text, language, values) };
}
