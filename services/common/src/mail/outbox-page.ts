import type { Language } from '@steady/contracts';
import type { OutboxMail } from './local-outbox';

/** The outbox page's texts; it is a developer's page, but it speaks both languages the app speaks. */
export const outboxPageTexts = {
  en: {
    title: 'Local outbox — mails are not sent',
    explanation:
      'Steady is running without SMTP_URL, so every mail it would send is kept here instead. Nobody receives them. Set SMTP_URL to send real mail.',
    empty: 'No mails yet.',
    to: 'To',
    from: 'From',
    replyTo: 'Reply to',
    kept: 'Kept at',
    otherLanguage: 'Русский',
  },
  ru: {
    title: 'Локальный ящик исходящих — письма не отправляются',
    explanation:
      'Почтовый сервер не настроен, поэтому все письма, которые Steady отправил бы, хранятся здесь. Никто их не получает. Чтобы отправлять настоящие письма, укажите почтовый сервер в настройках.',
    empty: 'Писем пока нет.',
    to: 'Кому',
    from: 'От кого',
    replyTo: 'Ответ на адрес',
    kept: 'Сохранено',
    otherLanguage: 'English',
  },
} satisfies Record<Language, Record<string, string>>;

/** No script, no frames; links in mails open normally. */
export const outboxPageSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The mail's text, escaped, with its http(s) links made clickable (the reset and confirmation links). */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f6f4ef; color: #1f2a2e; margin: 0; padding: 32px 16px; }
  main { max-width: 760px; margin: 0 auto; }
  .label { background: #fbe9e7; color: #9b2c2c; border-left: 4px solid currentColor; padding: 12px 16px; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin: 0; }
  article { background: #fff; border: 1px solid #d8dedb; border-radius: 14px; padding: 16px 24px; margin-top: 16px; }
  h2 { font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
  dt { font-weight: 600; }
  pre { white-space: pre-wrap; font: inherit; background: #f6f4ef; padding: 12px; border-radius: 8px; }
  a { color: #1f5c56; }
`;

export function renderOutboxPage(mails: readonly OutboxMail[], language: Language, pagePath: string): string {
  const text = outboxPageTexts[language];
  const otherLanguage: Language = language === 'en' ? 'ru' : 'en';
  const mailHtml = mails.map(
    (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>${text.to}</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>${text.from}</dt><dd>${escapeHtml(mail.from)}</dd>
    ${mail.replyTo ? `<dt>${text.replyTo}</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
    <dt>${text.kept}</dt><dd><time datetime="${mail.keptAt}">${escapeHtml(mail.keptAt)}</time></dd>
  </dl>
  <pre>${textWithLinks(mail.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title><style>${styles}</style></head>
<body><main>
<h1 class="label">${text.title}</h1>
<p>${text.explanation}</p>
<p><a href="${pagePath}?lang=${otherLanguage}" lang="${otherLanguage}">${text.otherLanguage}</a></p>
${mailHtml.length === 0 ? `<p>${text.empty}</p>` : mailHtml.join('\n')}
</main></body></html>`;
}
