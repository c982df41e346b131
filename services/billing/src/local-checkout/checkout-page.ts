import { IntlMessageFormat } from 'intl-messageformat';
import type { Language, Plan } from '@steady/contracts';
import type { LocalCheckoutSession } from './local-checkout-sessions-repository';

/**
 * The local checkout's page: plain HTML with two forms, no script. It must never be mistaken for a real
 * payment page, so the label says so first, in both languages the app speaks. Texts are ICU messages, as
 * in the apps' catalogs, so counts take their plural forms.
 */
export const checkoutPageTexts = {
  en: {
    title: 'Test checkout — no real payment',
    explanation:
      'Steady is running without a Stripe account, so this page stands in for Stripe Checkout. Nothing is charged and no card details are needed.',
    product: 'Steady Premium',
    price: '{price} per month',
    trial: 'Free trial: {days, plural, one {# day} other {# days}}, then {price} per month',
    noTrial: 'No free trial: this is not your first subscription',
    complete: 'Complete test checkout',
    abandon: 'Abandon checkout',
    otherLanguage: 'Русский',
    missingTitle: 'This test checkout is no longer open',
    missingText: 'It was completed, abandoned, or started before the service restarted.',
    back: 'Back to Premium',
  },
  ru: {
    title: 'Тестовая оплата — настоящего платежа нет',
    explanation:
      'Steady работает без аккаунта Stripe, поэтому эта страница заменяет Stripe Checkout. Деньги не списываются, данные карты не нужны.',
    product: 'Steady Премиум',
    price: '{price} в месяц',
    trial:
      'Бесплатный пробный период — {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}, затем {price} в месяц',
    noTrial: 'Без пробного периода: это не первая ваша подписка',
    complete: 'Завершить тестовую оплату',
    abandon: 'Отказаться от оплаты',
    otherLanguage: 'English',
    missingTitle: 'Эта тестовая оплата уже закрыта',
    missingText: 'Её завершили, отменили или начали до перезапуска сервиса.',
    back: 'Вернуться к Премиуму',
  },
} satisfies Record<Language, Record<string, string>>;

/** No script, no frames, forms back to us only; overrides the service's JSON-only policy for this page. */
export const checkoutPageSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function fill(template: string, language: Language, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(template, language).format(values));
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f6f4ef; color: #1f2a2e; margin: 0; padding: 32px 16px; }
  main { max-width: 560px; margin: 0 auto; background: #fff; border: 1px solid #d8dedb; border-radius: 14px; padding: 24px; }
  .label { background: #fbe9e7; color: #9b2c2c; border-left: 4px solid currentColor; padding: 12px 16px; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; }
  button, a.button { display: inline-flex; align-items: center; text-decoration: none; font: inherit; font-weight: 600; min-height: 44px; padding: 0 20px; border-radius: 999px; border: 2px solid #2f6f68; cursor: pointer; }
  .primary { background: #2f6f68; color: #fff; }
  .secondary { background: #fff; color: #2f6f68; }
  a { color: #2f6f68; }
  :focus-visible { outline: 3px solid #1d5fbf; outline-offset: 2px; }
`;

function pageHtml(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function formatPlanPrice(plan: Plan, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: plan.currency.toUpperCase() }).format(
    plan.amount,
  );
}

export function renderCheckoutPage(session: LocalCheckoutSession, plan: Plan, language: Language): string {
  const text = checkoutPageTexts[language];
  const price = formatPlanPrice(plan, language);
  const action = (step: string) =>
    `/api/billing/local-checkout/${encodeURIComponent(session.id)}/${step}?lang=${language}`;
  const otherLanguage = language === 'en' ? 'ru' : 'en';
  const terms = session.trialDays
    ? fill(text.trial, language, { days: session.trialDays, price })
    : `${fill(text.price, language, { price })}. ${text.noTrial}`;
  return pageHtml(
    language,
    text.title,
    `<div class="label" role="note"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.explanation)}</p></div>
<h2>${escapeHtml(text.product)}</h2>
<p>${escapeHtml(terms)}</p>
<div class="actions">
<form method="post" action="${action('complete')}"><button class="primary" type="submit">${escapeHtml(text.complete)}</button></form>
<form method="post" action="${action('abandon')}"><button class="secondary" type="submit">${escapeHtml(text.abandon)}</button></form>
</div>
<p><a href="?lang=${otherLanguage}" lang="${otherLanguage}">${escapeHtml(text.otherLanguage)}</a></p>`,
  );
}

export function renderMissingSessionPage(language: Language): string {
  const text = checkoutPageTexts[language];
  return pageHtml(
    language,
    text.missingTitle,
    `<div class="label" role="note"><h1>${escapeHtml(text.title)}</h1></div>
<h2>${escapeHtml(text.missingTitle)}</h2>
<p>${escapeHtml(text.missingText)}</p>
<p><a class="button secondary" href="/premium">${escapeHtml(text.back)}</a></p>`,
  );
}
