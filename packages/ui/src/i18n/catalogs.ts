import type { Language } from '@steady/contracts';

export type Catalog = Record<string, string>;
export type Catalogs<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/**
 * Pairs an app's English catalog with its Russian one. The Russian catalog must have exactly the
 * English keys, so a missing translation is a type error rather than a surprise on screen.
 */
export function defineCatalogs<English extends Catalog>(
  en: English,
  ru: Record<keyof English, string>,
): Catalogs<Extract<keyof English, string>> {
  return { en, ru } as Catalogs<Extract<keyof English, string>>;
}
