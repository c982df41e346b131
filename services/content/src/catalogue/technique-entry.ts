import type { Language, TechniqueEntry } from '@steady/contracts';
import { completionXpOnPlan } from '@steady/domain';
import type { Technique } from './schema';

/** Spec §9: when a text is missing in the reader's language, the Russian one is shown. */
const fallbackLanguage: Language = 'ru';

/**
 * The text in `language`, else in Russian. The catalogue loader requires both languages today; the
 * fallback keeps a liked list whole if a translation ever lags behind (spec §9).
 */
export function pickTranslation<Text>(
  translations: Partial<Record<Language, Text>>,
  language: Language,
): Text {
  const text = translations[language] ?? translations[fallbackLanguage];
  if (text === undefined) throw new Error(`No ${language} or ${fallbackLanguage} text`);
  return text;
}

const minuteUnit: Record<Language, string> = { en: 'min', ru: 'мин' };

/** "3 min" / "3 мин". */
export function formatMinutes(minutes: number, language: Language): string {
  return `${minutes} ${minuteUnit[language]}`;
}

/** "10 XP" in both languages: XP is the product's own unit. */
function formatXp(xp: number): string {
  return `${xp} XP`;
}

interface EntryContext {
  likes: number;
  /** The viewer's billing entitlement is active: premium steps may be sent. */
  premiumAccess: boolean;
  /** The length of the technique's spoken guide in this language, when it has one. */
  guideSeconds?: number;
}

/** A catalogue technique as the API shows it in one language; premium steps stay on the server without access. */
export function toTechniqueEntry(
  technique: Technique,
  language: Language,
  context: EntryContext,
): TechniqueEntry {
  const text = pickTranslation<Technique['translations'][Language]>(technique.translations, language);
  const locked = technique.isPremium && !context.premiumAccess;
  // A guided technique takes as long as its recording, whatever the catalogue estimated.
  const minutes =
    context.guideSeconds === undefined
      ? technique.minutes
      : Math.max(1, Math.ceil(context.guideSeconds / 60));
  return {
    id: technique.id,
    type: technique.type,
    appName: technique.type === 'app' ? technique.appName : null,
    props: technique.type === 'app' ? { ...technique.props } : {},
    name: text.name,
    desc: text.desc,
    time: formatMinutes(minutes, language),
    minutes,
    xp: formatXp(completionXpOnPlan(technique.xp, context.premiumAccess)),
    xpAmount: technique.xp,
    likes: String(context.likes),
    steps: locked ? [] : text.steps,
    audio: technique.audio,
    isPremium: technique.isPremium,
    locked,
  };
}
