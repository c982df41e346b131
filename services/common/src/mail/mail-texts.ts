import { IntlMessageFormat } from 'intl-messageformat';
import { invisibleCharacters, type Language } from '@steady/contracts';
import type { MailMessage } from './mailer';

/** A mail's subject and text as ICU messages, as in the apps' catalogs, so counts take their plural forms. */
interface MailText {
  subject: string;
  text: string;
}

export type MailTexts<Name extends string> = Record<Language, Record<Name, MailText>>;

const format = (template: string, language: Language, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(template, language).format(values));

const everyInvisibleCharacter = new RegExp(invisibleCharacters.source, 'gu');

/**
 * A value written into a mail (a name, an address) as one line: a line break in it, stored before names
 * were checked or given by Google, cannot add lines of its own to the mail.
 */
export const asOneLine = (value: string): string => value.replace(everyInvisibleCharacter, ' ');

/** The mail `name` in `language`, its placeholders filled, addressed to `to`. */
export function composeMail<Name extends string>(
  texts: MailTexts<Name>,
  name: Name,
  language: Language,
  to: string,
  values: Record<string, string | number>,
): MailMessage {
  const text = texts[language][name];
  const oneLineValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? asOneLine(value) : value]),
  );
  return {
    to,
    subject: format(text.subject, language, oneLineValues),
    text: format(text.text, language, oneLineValues),
  };
}
