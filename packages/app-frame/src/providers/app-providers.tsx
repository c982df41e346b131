import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { languageChannel, useChannel } from '@steady/bus';
import { defaultLanguage } from '@steady/contracts';
import { theme, type Catalogs } from '@steady/ui';
import { useCatalogMessages } from './use-catalog-messages';

/**
 * react-intl reports a missing or broken message only in development builds; reporting it in every
 * build keeps a gap visible where users are, and lets the end-to-end specs fail on it.
 */
const reportIntlError: IntlConfig['onError'] = (error) => console.error(error.message);

/** Theme and translations for one app's subtree, following the `language` channel. */
export function AppProviders({ catalogs, children }: { catalogs: Catalogs; children: ReactNode }) {
  const shown = useCatalogMessages(catalogs, useChannel(languageChannel));
  // Nothing rather than the wrong language while the reader's texts arrive (a first screen only).
  if (!shown) return null;
  return (
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={shown.language}
        defaultLocale={defaultLanguage}
        messages={shown.messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </ThemeProvider>
  );
}
