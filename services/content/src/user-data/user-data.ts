import type { ContentExport, Language } from '@steady/contracts';
import type { AudioLibrary } from '../audio/load-audio-library';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { ContentUserDataRepository, StoredContentUserData } from './user-data-repository';
import type { AdhdTestContent } from '../test-content/test-content-schema';
import { adhdScaleVersionSchema, adhdScales } from '../adhd-test/adhd-scales';
import { scoreParts } from '../adhd-test/adhd-scoring';

/** Where the export's names come from: the same data files the app shows them from, never a copy. */
interface ExportNameSources {
  catalogue: Pick<Catalogue, 'techniques' | 'techniquesById'>;
  audio: Pick<AudioLibrary, 'tracksById'>;
  adhdTest: AdhdTestContent;
}

/** The auth service's data export and account deletion, for content's part. */
export interface ContentUserDataHandlers {
  export(userId: string, language: Language): Promise<ContentExport>;
  erase(userId: string): Promise<void>;
}

type StoredResult = StoredContentUserData['adhdTestResults'][number];

function namedAnswers(result: StoredResult, adhdTest: AdhdTestContent, language: Language) {
  const questions = new Map(
    adhdTest.questions.map((question) => [question.id, question.translations[language]]),
  );
  // An earlier scale offered other answers under the same ids: their wording today would misreport them.
  const sameScale = result.scaleVersion === adhdTest.version;
  return result.answers.map(({ questionId, answer }) => {
    const question = questions.get(questionId);
    const answerText = sameScale ? question?.answers.find(({ id }) => id === answer)?.text : undefined;
    return { questionId, question: question?.title ?? null, answer, answerText: answerText ?? null };
  });
}

/** The traits and daily-life parts on the scale the result was scored with (null for an unknown scale). */
function partsOf(result: StoredResult, adhdTest: AdhdTestContent) {
  const version = adhdScaleVersionSchema.safeParse(result.scaleVersion);
  return version.success ? scoreParts(adhdTest.questions, result.answers, adhdScales[version.data]) : null;
}

/**
 * The export gives one user's content rows, each code with its name in `language` beside it, and every
 * technique's title for auth to name its own rows with.
 */
export function createContentUserDataHandlers(
  repository: ContentUserDataRepository,
  names: ExportNameSources,
): ContentUserDataHandlers {
  const { catalogue, audio, adhdTest } = names;
  const techniqueName = (id: string, language: Language) =>
    catalogue.techniquesById.get(id)?.translations[language].name ?? null;
  const exportNamed = async (userId: string, language: Language): Promise<ContentExport> => {
    const stored = await repository.export(userId);
    return {
      likes: stored.likes.map(({ techniqueId, likedAt }) => ({
        techniqueId,
        techniqueName: techniqueName(techniqueId, language),
        likedAt,
      })),
      adhdTestResults: stored.adhdTestResults.map((result) => ({
        ...result,
        rangeName:
          adhdTest.ranges.find(({ id }) => id === result.range)?.translations[language].label ?? null,
        answers: namedAnswers(result, adhdTest, language),
        parts: partsOf(result, adhdTest),
      })),
      savedMixes: stored.savedMixes.map((mix) => ({
        ...mix,
        tracks: mix.tracks.map(({ trackId, volume }) => ({
          trackId,
          title: audio.tracksById.get(trackId)?.translations[language].title ?? null,
          volume,
        })),
      })),
      techniqueNames: Object.fromEntries(
        catalogue.techniques.map((technique) => [technique.id, technique.translations[language].name]),
      ),
    };
  };
  return { export: exportNamed, erase: (userId) => repository.erase(userId) };
}
