import { defaultLanguage, type Language } from '@steady/contracts';

/** A text in the chosen language, or in English when the content lacks that translation. */
export function inLanguage<Text>(
  byLanguage: Partial<Record<Language, Text>>,
  language: Language,
): Text | undefined {
  return byLanguage[language] ?? byLanguage[defaultLanguage];
}
