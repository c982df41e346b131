import { languageChannel } from '@steady/bus';
import type { Language } from '@steady/contracts';

export type Catalog = Record<string, string>;
export type Catalogs<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/** In the browser build a language may be a loader of its texts instead of the texts (see defineCatalogs). */
type CatalogSource = Catalog | (() => Promise<Catalog>);

const loading = new WeakMap<() => Promise<Catalog>, Promise<Catalog>>();
const loaded = new WeakMap<() => Promise<Catalog>, Catalog>();

/**
 * Pairs an app's English catalog with its Russian one. The Russian catalog must have exactly the
 * English keys, so a missing translation is a type error rather than a surprise on screen.
 *
 * The browser build sends a reader only their language: there the Russian argument arrives as a loader
 * (rspack-config's catalog-languages-loader), so read a language through catalogMessages or
 * loadCatalogMessages, never as a property. Tests see both languages as written.
 */
export function defineCatalogs<English extends Catalog>(
  en: English,
  ru: Record<keyof English, string>,
): Catalogs<Extract<keyof English, string>> {
  const catalogs = { en, ru } as Catalogs<Extract<keyof English, string>>;
  // A Russian reader's texts start loading as soon as the code that shows them is evaluated.
  if (languageChannel.get() === 'ru') void loadCatalogMessages(catalogs, 'ru').catch(() => undefined);
  return catalogs;
}

/** A language's texts if they are here, else undefined (a loader not run or not finished yet). */
function messagesIfLoaded(catalogs: Catalogs, language: Language): Catalog | undefined {
  const source = catalogs[language] as CatalogSource;
  return typeof source === 'function' ? loaded.get(source) : source;
}

/** A language's texts if they are here, else English: for text shown outside React, which cannot wait. */
export function catalogMessages(catalogs: Catalogs, language: Language): Catalog {
  return messagesIfLoaded(catalogs, language) ?? catalogs.en;
}

/** A language's texts, loaded once (a failed load is tried again on the next call). */
export function loadCatalogMessages(catalogs: Catalogs, language: Language): Promise<Catalog> {
  const source = catalogs[language] as CatalogSource;
  if (typeof source !== 'function') return Promise.resolve(source);
  let request = loading.get(source);
  if (!request) {
    request = source().then(
      (messages) => {
        loaded.set(source, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(source);
        throw error;
      },
    );
    loading.set(source, request);
  }
  return request;
}

/** Several catalogs' texts in one language, merged, if all are here. */
export function mergedMessagesIfLoaded(parts: readonly Catalogs[], language: Language): Catalog | undefined {
  const messages = parts.map((part) => messagesIfLoaded(part, language));
  return messages.every((part) => part !== undefined) ? Object.assign({}, ...messages) : undefined;
}
