import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeMp3 } from './decode-mp3';
import { asFromPhoneSpeaker, momentaryLoudness, phoneSpeakerLoudness } from './loudness';

/** The spoken guides as committed, heard through the phone-speaker stand-in. */
const contentDirectory = join(__dirname, '..', '..');
const catalogue = JSON.parse(readFileSync(join(contentDirectory, 'data', 'audio.json'), 'utf8')) as {
  tracks: { id: string; kind: string; translations: Record<'en' | 'ru', { file: string }> }[];
};
const guideFiles = catalogue.tracks
  .filter((track) => track.kind === 'guide')
  .flatMap((track) => [track.translations.en.file, track.translations.ru.file]);

describe('a spoken guide heard on a phone', () => {
  it.each(guideFiles)(
    '%s never falls more than 24 dB under its voice, even in its longest pause',
    async (file) => {
      const { channels, sampleRate } = await decodeMp3(join(contentDirectory, 'audio', file));
      const voice = phoneSpeakerLoudness(channels, sampleRate);
      const moments = momentaryLoudness(asFromPhoneSpeaker(channels, sampleRate), sampleRate);
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
