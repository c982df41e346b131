import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { affirmations } from './affirmations';
import { loadGuideScripts } from './guides';

/** What the player shows beside a spoken track must be what the voice was given to say. */
const dataDirectory = join(__dirname, '..', '..', 'data');
const catalogue = JSON.parse(readFileSync(join(dataDirectory, 'audio.json'), 'utf8')) as {
  tracks: {
    id: string;
    kind: string;
    techniqueId: string | null;
    translations: Record<'en' | 'ru', { text: string | null }>;
  }[];
};
const languages = ['en', 'ru'] as const;

describe('the words on screen beside spoken audio', () => {
  it('are, for every affirmation, the sentence the render speaks', () => {
    const shown = catalogue.tracks.filter((track) => track.kind === 'affirmation');
    expect(shown).toHaveLength(affirmations.length);
    shown.forEach((track, index) => {
      for (const language of languages)
        expect(track.translations[language].text).toBe(affirmations[index]![language]);
    });
  });

  it("are, for every guide, its technique's steps as techniques.json has them now", () => {
    for (const script of loadGuideScripts(join(dataDirectory, 'techniques.json'))) {
      const track = catalogue.tracks.find((candidate) => candidate.techniqueId === script.techniqueId)!;
      for (const language of languages)
        expect(track.translations[language].text).toBe(script.steps[language].join('\n'));
    }
  });
});
