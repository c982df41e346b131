import { useEffect } from 'react';
import type { Language } from '@steady/contracts';
import { languageChannel, useChannel } from '@steady/bus';

/** The web app manifest in each language (`shell/static/`): its names and shortcuts read as the app does. */
export const webAppManifestPaths: Record<Language, string> = {
  en: '/manifest.webmanifest',
  ru: '/manifest.ru.webmanifest',
};

/**
 * Keeps `<html lang>` in step with the chosen language, so screen readers pronounce the page right, and the
 * page's manifest link too, so installing Steady (and its shortcuts) follows the language the reader chose.
 */
export function useDocumentLanguage(): void {
  const language = useChannel(languageChannel);
  useEffect(() => {
    document.documentElement.lang = language;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', webAppManifestPaths[language]);
  }, [language]);
}
