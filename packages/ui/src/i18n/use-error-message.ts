import { useReducer } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { languageChannel } from '@steady/bus';
import type { Language } from '@steady/contracts';
import { loadCatalogMessages, type Catalog } from './catalogs';
import { errorCodeMessageIds } from './error-messages';

const loadedReasonTexts = new Map<Language, Catalog>();

/** The specific reasons' texts in one language, fetched once, the first time a failure needs them. */
export async function loadErrorReasonTexts(language: Language): Promise<Catalog> {
  const { errorReasonCatalogs } = await import('./on-use/error-reason-messages');
  const texts = await loadCatalogMessages(errorReasonCatalogs, language);
  loadedReasonTexts.set(language, texts);
  return texts;
}

/**
 * Fetches the reasons' texts; settles once they are here or could not come (offline). A form calls it as
 * it sends its work, so a failure with a reason (an email already taken, a limit reached) shows its own
 * text at once; code that keeps a failure's words (in state, in a toast) awaits it before describing.
 */
export function prepareErrorReasonTexts(): Promise<void> {
  return loadErrorReasonTexts(languageChannel.get()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Turns a failed call into words for the user, in their language: the text for the server's specific
 * reason when it gave one, else the text for the broad code (a service down, the network gone, …). The
 * reasons' texts load on the first failure that has one; until they are here (a moment, or never when
 * offline) the broad code's text is shown, so there is always a sentence and never a raw code.
 */
export function useErrorMessage() {
  const intl = useIntl();
  const [, showArrivedTexts] = useReducer((renders: number) => renders + 1, 0);
  const language: Language = intl.locale === 'ru' ? 'ru' : 'en';
  return (error: unknown): string => {
    if (!isApiError(error)) return intl.formatMessage({ id: 'ui.error.generic' });
    const reasonTexts = loadedReasonTexts.get(language);
    if (error.reason && !reasonTexts) {
      loadErrorReasonTexts(language).then(showArrivedTexts, () => undefined);
    }
    const reasonText = error.reason && reasonTexts?.[error.reason];
    if (reasonText) return String(intl.formatters.getMessageFormat(reasonText, intl.locale).format());
    return intl.formatMessage({ id: errorCodeMessageIds[error.code] });
  };
}
