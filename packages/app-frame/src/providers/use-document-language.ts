import { useEffect } from 'react';
import { languageChannel, useChannel } from '@steady/bus';

/** Keeps `<html lang>` in step with the chosen language, so screen readers pronounce the page right. */
export function useDocumentLanguage(): void {
  const language = useChannel(languageChannel);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
