import {
  languages,
  moods,
  moodSchema,
  type ContentList,
  type Language,
  type Mood,
  type MoodContent,
  type SupplementList,
  type TechniqueEntry,
  type TechniqueList,
} from '@steady/contracts';
import { notFound } from '@steady/service-common';
import type { Catalogue } from './load-catalogue';
import type { Technique } from './schema';
import type { TechniqueLikeRepository } from '../likes/technique-likes-repository';
import { pickTranslation, toTechniqueEntry } from './technique-entry';

type MoodTranslationContent = ContentList[number]['content']['translations'][Language];

export interface CatalogueHandlers {
  getMoodContent(mood: string, language: Language, premiumAccess: boolean): Promise<MoodContent>;
  listContent(premiumAccess: boolean): Promise<ContentList>;
  /** The techniques asked for, in that order; ids no longer in the catalogue are left out. */
  getTechniques(ids: readonly string[], language: Language, premiumAccess: boolean): Promise<TechniqueList>;
  getSupplements(language: Language): SupplementList;
}

function unknownMoodMessage(mood: string): string {
  return `There is no content for the state "${mood}". Known states: ${moods.join(', ')}.`;
}

/** The length of a technique's spoken guide in one language, or undefined when it has none. */
type GuideSeconds = (techniqueId: string, language: Language) => number | undefined;

/** Each listed technique with its like count, counted in one query. */
async function withLikeCounts(likes: TechniqueLikeRepository, techniques: readonly Technique[]) {
  const counts = await likes.countLikes([...new Set(techniques.map((technique) => technique.id))]);
  return (technique: Technique) => counts.get(technique.id) ?? 0;
}

function techniquesOf(catalogue: Catalogue, mood: Mood): Technique[] {
  return catalogue.moods[mood].techniques.flatMap((id) => catalogue.techniquesById.get(id) ?? []);
}

/** A state's text in one language with its techniques as spec §3 splits them: text ones and interactive ones. */
function moodTranslation(
  catalogue: Catalogue,
  mood: Mood,
  language: Language,
  entryOf: (technique: Technique) => TechniqueEntry,
): MoodTranslationContent {
  const text = pickTranslation(catalogue.moods[mood].translations, language);
  const entries = techniquesOf(catalogue, mood).map(entryOf);
  return {
    title: text.title,
    short_description: text.short_description,
    immediate_techniques: text.immediate_techniques,
    extended_techniques: entries.filter((entry) => entry.type === 'text'),
    app_techniques: entries.filter((entry) => entry.type === 'app'),
  };
}

function supplementsIn({ supplements }: Catalogue, language: Language): SupplementList {
  const { disclaimer, itemDisclaimer, items } = supplements;
  return {
    lang: language,
    disclaimer: pickTranslation(disclaimer, language),
    items: items.map((item) => ({
      id: item.id,
      ...pickTranslation(item.translations, language),
      disclaimer: pickTranslation(itemDisclaimer, language),
    })),
  };
}

export function createCatalogueHandlers(
  catalogue: Catalogue,
  likes: TechniqueLikeRepository,
  guideSeconds: GuideSeconds,
): CatalogueHandlers {
  const entryFor =
    (language: Language, premiumAccess: boolean, likesOf: (technique: Technique) => number) =>
    (technique: Technique) =>
      toTechniqueEntry(technique, language, {
        likes: likesOf(technique),
        premiumAccess,
        guideSeconds: guideSeconds(technique.id, language),
      });

  return {
    async getMoodContent(moodName, language, premiumAccess) {
      const parsed = moodSchema.safeParse(moodName);
      if (!parsed.success) throw notFound(unknownMoodMessage(moodName), { reason: 'unknown_state' });
      const mood = parsed.data;
      const likesOf = await withLikeCounts(likes, techniquesOf(catalogue, mood));
      return {
        mood,
        lang: language,
        ...moodTranslation(catalogue, mood, language, entryFor(language, premiumAccess, likesOf)),
        premiumAccess,
      };
    },

    async listContent(premiumAccess) {
      const likesOf = await withLikeCounts(likes, catalogue.techniques);
      return moods.map((mood) => {
        const translations = Object.fromEntries(
          languages.map((language) => [
            language,
            moodTranslation(catalogue, mood, language, entryFor(language, premiumAccess, likesOf)),
          ]),
        ) as ContentList[number]['content']['translations'];
        return { mood, image: catalogue.moods[mood].image, content: { translations } };
      });
    },

    async getTechniques(ids, language, premiumAccess) {
      const techniques = [...new Set(ids)].flatMap((id) => catalogue.techniquesById.get(id) ?? []);
      const likesOf = await withLikeCounts(likes, techniques);
      return {
        lang: language,
        techniques: techniques.map(entryFor(language, premiumAccess, likesOf)),
      };
    },

    getSupplements: (language) => supplementsIn(catalogue, language),
  };
}
