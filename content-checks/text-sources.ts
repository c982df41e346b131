import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '@steady/app-registry';
import type { Language } from '@steady/contracts';
import { frameCatalogs } from '@steady/app-frame';
import { uiCatalogs, type Catalogs } from '@steady/ui';
import { authMailTexts } from '../services/auth/src/mail-flows/auth-mail-texts';
import { reminderPushTexts } from '../services/auth/src/reminders/delivery/push-messages';
import { checkoutPageTexts } from '../services/billing/src/local-checkout/checkout-page';
import { trialReminderTexts } from '../services/billing/src/trial-reminder/trial-reminder-texts';
import { pauseReminderTexts } from '../services/billing/src/pause/pause-reminder-texts';
import { outboxPageTexts } from '../services/common/src/mail/outbox-page';
import { privacyDocument } from '../shell/src/features/legal/content/privacy';
import { termsDocument, type LegalDocument } from '../shell/src/features/legal/content/terms';

/** One text a user can read, with where it lives (for the failure message) and how it is formatted. */
export interface UserText {
  where: string;
  language: Language;
  text: string;
  /** `icu`: formatted as an ICU message (react-intl, intl-messageformat); `plain`: shown as written. */
  format: 'icu' | 'plain';
}

/** The catalogs of an app's parts loaded only when used (`src/i18n/on-use/*.ts`, each exporting one). */
function onUseCatalogs(folder: string): [string, Catalogs][] {
  const onUse = path.join(__dirname, '..', folder, 'src', 'i18n', 'on-use');
  if (!existsSync(onUse)) return [];
  return readdirSync(onUse)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      Object.values(require(path.join(onUse, file)) as Record<string, Catalogs>).map(
        (catalogs): [string, Catalogs] => [`${folder} (on use, ${file})`, catalogs],
      ),
    );
}

/** Each registered app's catalogs (its `src/i18n/catalogs.ts` and `on-use/`): a new remote's texts are checked too. */
export const appCatalogs: Record<string, Catalogs> = {
  'packages/ui': uiCatalogs,
  ...Object.fromEntries(onUseCatalogs('packages/ui')),
  'packages/app-frame': frameCatalogs,
  ...Object.fromEntries(
    apps.flatMap(({ folder }) => [
      [
        folder,
        (require(path.join(__dirname, '..', folder, 'src', 'i18n', 'catalogs')) as { catalogs: Catalogs })
          .catalogs,
      ],
      ...onUseCatalogs(folder),
    ]),
  ),
};

function catalogTexts(): UserText[] {
  return Object.entries(appCatalogs).flatMap(([app, catalogs]) =>
    (['en', 'ru'] as const).flatMap((language) =>
      Object.entries(catalogs[language] as Record<string, string>).map(([id, text]) => ({
        where: `${app} catalog "${id}"`,
        language,
        text,
        format: 'icu' as const,
      })),
    ),
  );
}

/** The legal pages render their intro and paragraphs through ICU (plan figures), the rest as written. */
function legalTexts(): UserText[] {
  const documents: Record<string, Record<Language, LegalDocument>> = {
    terms: termsDocument,
    privacy: privacyDocument,
  };
  return Object.entries(documents).flatMap(([name, byLanguage]) =>
    (['en', 'ru'] as const).flatMap((language) => {
      const document = byLanguage[language];
      const where = `shell legal ${name} (${language})`;
      const plain = (text: string): UserText => ({ where, language, text, format: 'plain' });
      const icu = (text: string): UserText => ({ where, language, text, format: 'icu' });
      return [
        plain(document.title),
        plain(document.lastUpdated),
        icu(document.intro),
        ...document.sections.flatMap((section) => [plain(section.heading), ...section.paragraphs.map(icu)]),
      ];
    }),
  );
}

function checkoutTexts(): UserText[] {
  return (['en', 'ru'] as const).flatMap((language) =>
    Object.entries(checkoutPageTexts[language]).map(([id, text]) => ({
      where: `billing checkout page "${id}"`,
      language,
      text,
      format: 'icu' as const,
    })),
  );
}

/** The mails the services send and the local outbox page, both ICU like the catalogs; reminders' pushes, as written. */
function mailTexts(): UserText[] {
  const mails = {
    auth: authMailTexts,
    billing: {
      en: { ...trialReminderTexts.en, ...pauseReminderTexts.en },
      ru: { ...trialReminderTexts.ru, ...pauseReminderTexts.ru },
    },
  };
  return (['en', 'ru'] as const).flatMap((language) => [
    ...Object.entries(mails).flatMap(([service, texts]) =>
      Object.entries(texts[language]).flatMap(([name, mail]) =>
        [mail.subject, mail.text].map((text) => ({
          where: `${service} mail "${name}"`,
          language,
          text,
          format: 'icu' as const,
        })),
      ),
    ),
    ...Object.entries(outboxPageTexts[language]).map(([id, text]) => ({
      where: `local outbox page "${id}"`,
      language,
      text,
      format: 'plain' as const,
    })),
    ...Object.entries(reminderPushTexts[language]).map(([name, text]) => ({
      where: `auth reminder push "${name}"`,
      language,
      text,
      format: 'plain' as const,
    })),
  ]);
}

const contentDataDirectory = path.join(__dirname, '../services/content/data');

/** Keys whose values are identifiers or file names, never read as words. */
const nonTextKeys = new Set(['id', 'file']);

/** Every string under an `en` or `ru` key of the content service's data files. */
function contentTexts(): UserText[] {
  const texts: UserText[] = [];
  const visit = (value: unknown, where: string, language: Language | undefined, key: string) => {
    if (typeof value === 'string') {
      if (language && !nonTextKeys.has(key)) texts.push({ where, language, text: value, format: 'plain' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`, language, key));
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) {
        const childLanguage = childKey === 'en' || childKey === 'ru' ? childKey : language;
        visit(child, `${where}.${childKey}`, childLanguage, childKey);
      }
    }
  };
  for (const file of readdirSync(contentDataDirectory).filter((name) => name.endsWith('.json'))) {
    visit(JSON.parse(readFileSync(path.join(contentDataDirectory, file), 'utf8')), file, undefined, '');
  }
  return texts;
}

/** The installed app's name, description and shortcuts (the web app manifest in each language). */
function manifestTexts(): UserText[] {
  const files = { en: 'manifest.webmanifest', ru: 'manifest.ru.webmanifest' } as const;
  return (['en', 'ru'] as const).flatMap((language) => {
    const manifest = JSON.parse(
      readFileSync(path.join(__dirname, '../shell/static', files[language]), 'utf8'),
    ) as Record<'name' | 'description', string> & {
      shortcuts: Record<'name' | 'short_name' | 'description', string>[];
    };
    const texts = [
      ...(['name', 'description'] as const).map((key) => ({ key, text: manifest[key] })),
      ...manifest.shortcuts.flatMap((shortcut, index) =>
        (['name', 'short_name', 'description'] as const).map((key) => ({
          key: `shortcuts[${index}].${key}`,
          text: shortcut[key],
        })),
      ),
    ];
    return texts.map(({ key, text }) => ({
      where: `shell manifest (${language}) "${key}"`,
      language,
      text,
      format: 'plain' as const,
    }));
  });
}

/** Every text of the apps, the legal pages, the mails and pushes, the billing checkout page, the web app manifest and the content data files. */
export function allUserTexts(): UserText[] {
  return [
    ...catalogTexts(),
    ...legalTexts(),
    ...checkoutTexts(),
    ...mailTexts(),
    ...manifestTexts(),
    ...contentTexts(),
  ];
}
