import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeMp3 } from './decode-mp3';
import { asFromPhoneSpeaker, momentaryLoudness } from './loudness';

/** The spoken guides as committed, heard through the phone-speaker stand-in. */
const contentDirectory = join(__dirname, '..', '..');
const catalogue = JSON.parse(readFileSync(join(contentDirectory, 'data', 'audio.json'), 'utf8')) as {
  tracks: { id: string; kind: string; translations: Record<'en' | 'ru', { file: string }> }[];
};
const guideFiles = catalogue.tracks
  .filter((track) => track.kind === 'guide')
  .flatMap((track) => [track.translations.en.file, track.translations.ru.file]);

/** Power mean of momentary loudness values, in LUFS. */
const powerMean = (moments: number[]): number =>
  10 * Math.log10(moments.reduce((sum, lufs) => sum + 10 ** (lufs / 10), 0) / moments.length);

describe('a spoken guide heard on a phone', () => {
  it.each(guideFiles)(
    '%s never falls more than 24 dB under its voice, even in its longest pause',
    async (file) => {
      const { channels, sampleRate } = await decodeMp3(join(contentDirectory, 'audio', file));
      const moments = momentaryLoudness(asFromPhoneSpeaker(channels, sampleRate), sampleRate);
      // Pauses fill most of a guide, so the median moment is a pause; the voice is what stands 10 dB above it.
      const median = [...moments].sort((first, second) => first - second)[Math.floor(moments.length / 2)]!;
      const voice = powerMean(moments.filter((lufs) => lufs > median + 10));
      // Past the opening fade (1.5 s) and before the closing one (4 s), with room for the 400 ms blocks.
      const quietest = Math.min(...moments.slice(20, moments.length - 50));
      console.log(
        `${file}: voice ${voice.toFixed(1)} LUFS, quietest moment ${quietest.toFixed(1)} LUFS (phone)`,
      );
      expect(voice - quietest).toBeLessThanOrEqual(24);
    },
    60_000,
  );
});
