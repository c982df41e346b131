import type { Language } from './speech';

/**
 * Words the Russian Festival voice stresses wrongly in our texts, with a «+» before the vowel that takes
 * the stress (the voice's own notation). Found by reading the voice's transcription of every distinct
 * word the affirmations and guides speak; the rest it reads right, «чувство» (no first в), «о помощи»
 * and «по плану» (unstressed prepositions) among them.
 */
const stressedWords: Record<string, string> = {
  глаза: 'глаз+а',
  ноги: 'н+оги',
  стопы: 'ст+опы',
  руки: 'р+уки',
  цвета: 'цвет+а',
  запахи: 'з+апахи',
  признайте: 'призн+айте',
  положите: 'полож+ите',
  дышите: 'дыш+ите',
  рассмотрите: 'рассмотр+ите',
  спуститесь: 'спуст+итесь',
  смотрите: 'смотр+ите',
  замедлиться: 'зам+едлиться',
};

/**
 * The text as Festival should get it (the screen shows it as written). Russian: the voice knows only
 * letters and -'?!.,; so dashes and colons become commas and quotation marks go; a hyphenated pair
 * («одного-двух», «два-три») is two words, each with its own stress; and the stress table applies.
 */
export function festivalSpokenForm(text: string, language: Language): string {
  if (language === 'en') return text;
  return text
    .replace(/\s*[—–:]\s*/gu, ', ')
    .replace(/[«»„“"]/gu, '')
    .replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')
    .replace(/\p{L}+/gu, (word) => stressedWords[word.toLowerCase()] ?? word);
}
