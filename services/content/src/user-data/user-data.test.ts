import { loadCatalogue } from '../catalogue/load-catalogue';
import type { ContentUserDataRepository, StoredContentUserData } from './user-data-repository';
import { testAudioLibrary } from '../testing/content-test-app';
import { loadTestContent } from '../test-content/load-test-content';
import { createContentUserDataHandlers } from './user-data';

const takenAt = '2026-03-01T09:00:00.000Z';

/** Rows naming what the catalogue no longer holds, and a result scored on the first scale. */
const stored: StoredContentUserData = {
  likes: [{ techniqueId: 'retired-technique', likedAt: takenAt }],
  adhdTestResults: [
    {
      id: 'r1',
      score: 17,
      range: 'moderate',
      answers: [{ questionId: 'q1', answer: 2 }],
      scaleVersion: 1,
      takenAt,
    },
  ],
  savedMixes: [
    { id: 'm1', name: 'Old', tracks: [{ trackId: 'retired-track', volume: 40 }], createdAt: takenAt },
  ],
};

const repository: ContentUserDataRepository = {
  export: () => Promise.resolve(stored),
  erase: () => Promise.resolve(),
};

const handlers = createContentUserDataHandlers(repository, {
  catalogue: loadCatalogue(),
  audio: testAudioLibrary(),
  adhdTest: loadTestContent().adhdTest,
});

describe("the content part of a user's export", () => {
  it('keeps the codes of what the catalogue no longer holds, with no name', async () => {
    const data = await handlers.export('user-1', 'en');
    expect(data.likes).toEqual([{ techniqueId: 'retired-technique', techniqueName: null, likedAt: takenAt }]);
    expect(data.savedMixes[0]?.tracks).toEqual([{ trackId: 'retired-track', title: null, volume: 40 }]);
  });

  it("names an earlier scale's question but not its answer, whose wording today would misreport it", async () => {
    const data = await handlers.export('user-1', 'ru');
    expect(data.adhdTestResults[0]?.answers).toEqual([
      {
        questionId: 'q1',
        question: expect.stringMatching(/^Бывает ли, что вы дочитываете страницу/),
        answer: 2,
        answerText: null,
      },
    ]);
  });

  it("names a result's range in the language asked for, and keeps a range no longer defined unnamed", async () => {
    expect((await handlers.export('user-1', 'en')).adhdTestResults[0]).toMatchObject({
      range: 'moderate',
      rangeName: 'Some of these traits',
    });
    expect((await handlers.export('user-1', 'ru')).adhdTestResults[0]?.rangeName).toBe('Такие черты заметны');
    const retired = createContentUserDataHandlers(
      {
        ...repository,
        export: () =>
          Promise.resolve({
            ...stored,
            adhdTestResults: [{ ...stored.adhdTestResults[0]!, range: 'retired' }],
          }),
      },
      { catalogue: loadCatalogue(), audio: testAudioLibrary(), adhdTest: loadTestContent().adhdTest },
    );
    expect((await retired.export('user-1', 'en')).adhdTestResults[0]?.rangeName).toBeNull();
  });

  it("gives every technique's title in the language asked for", async () => {
    expect((await handlers.export('user-1', 'en')).techniqueNames['breath-loop']).toBe('Breath loop');
    expect((await handlers.export('user-1', 'ru')).techniqueNames['breath-loop']).toBe('Дыхательный цикл');
  });
});
