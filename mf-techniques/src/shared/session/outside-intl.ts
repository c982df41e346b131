import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { languageChannel } from '@steady/bus';
import { defaultLanguage } from '@steady/contracts';
import { catalogMessages, uiCatalogs } from '@steady/ui';
import { catalogs } from '../../i18n/catalogs';

const cache = createIntlCache();
let current: IntlShape | null = null;

/**
 * This remote's texts for what runs outside React (the tab title, a notification), in the language the
 * user picked, the same messages the tools show.
 */
export function outsideIntl(): IntlShape {
  const language = languageChannel.get();
  if (current?.locale !== language) {
    current = createIntl(
      {
        locale: language,
        defaultLocale: defaultLanguage,
        messages: { ...catalogMessages(uiCatalogs, language), ...catalogMessages(catalogs, language) },
        onError: (error) => console.error(error.message),
      },
      cache,
    );
  }
  return current;
}

/** The name the caller gave the technique, else the tool's own name. */
export function toolName(intl: IntlShape, appName: string, name: string | undefined): string {
  return name ?? intl.formatMessage({ id: `app.${appName}` });
}
