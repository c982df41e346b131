import { useEffect, useState } from 'react';
import type { Language } from '@steady/contracts';
import {
  loadCatalogMessages,
  mergedMessagesIfLoaded,
  uiCatalogs,
  type Catalog,
  type Catalogs,
} from '@steady/ui';
import { frameCatalogs } from '../i18n/frame-messages';

interface ShownMessages {
  language: Language;
  messages: Catalog;
}

/**
 * The design system's and the frame's texts and an app's own, in `language`. A language still on its way keeps the
 * previous one on screen until it arrives, so switching never blanks the page; null only before any
 * language is here (a Russian reader's first screen, for the moment its texts take to arrive).
 */
export function useCatalogMessages(catalogs: Catalogs, language: Language): ShownMessages | null {
  const [shown, setShown] = useState<ShownMessages | null>(() => {
    const messages = mergedMessagesIfLoaded([uiCatalogs, frameCatalogs, catalogs], language);
    return messages ? { language, messages } : null;
  });

  useEffect(() => {
    if (shown?.language === language) return;
    const ready = mergedMessagesIfLoaded([uiCatalogs, frameCatalogs, catalogs], language);
    if (ready) {
      setShown({ language, messages: ready });
      return;
    }
    let current = true;
    Promise.all(
      [uiCatalogs, frameCatalogs, catalogs].map((part) => loadCatalogMessages(part, language)),
    ).then(
      (parts) => current && setShown({ language, messages: Object.assign({}, ...parts) as Catalog }),
      (error: unknown) => console.error(`[steady] the ${language} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [catalogs, language, shown?.language]);

  return shown;
}
