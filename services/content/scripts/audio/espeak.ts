import initialiseEspeak from '@echogarden/espeak-ng-emscripten';
import type { Language, SpeechEngine } from './speech';

/** eSpeak NG always speaks at 22 050 Hz. */
const espeakSampleRate = 22050;

/**
 * The fallback voice, for a language whose Festival voice is not installed: eSpeak NG carries its own
 * data in its npm package, so it always works. The `klatt3` variant drives the Klatt formant synthesiser
 * with a sampled natural glottal pulse: smoother and breathier than eSpeak's default voice. The rates
 * are set for about 3.2 syllables a second, the Festival voices' pace (80 words a minute is eSpeak's
 * slowest).
 */
const voiceSettings: Record<
  Language,
  { voice: string; wordsPerMinute: number; pitch: number; range: number }
> = {
  en: { voice: 'en-us+klatt3', wordsPerMinute: 130, pitch: 38, range: 38 },
  ru: { voice: 'ru+klatt3', wordsPerMinute: 80, pitch: 38, range: 38 },
};

/**
 * Spelling tweaks for eSpeak NG only (what is shown on screen stays as written): it reads a lone «к» as
 * the letter's name ("ka"), and misplaces a few stresses and sounds, fixed with its inline phoneme
 * notation [[…]].
 */
const pronunciationFixes: Record<Language, [RegExp, string][]> = {
  en: [],
  ru: [
    [/(^|\s)[Кк] этому/gu, "$1[[k'EtVmu]]"],
    [/(^|\s)([Кк])\s+(?=\p{L})/gu, '$1$2'],
    [/(^|\s)Моя(?=\s)/gu, "$1[[maj'A]]"],
    [/(^|\s)оно(?=\s)/gu, "$1[[Vn'o]]"],
  ],
};

function espeakSpokenForm(text: string, language: Language): string {
  return pronunciationFixes[language].reduce(
    (spoken, [pattern, replacement]) => spoken.replace(pattern, replacement),
    text,
  );
}

/**
 * Starts an eSpeak NG engine (wasm, offline). Take a new one for each file: the Klatt voice's noise
 * source carries its random state from one utterance to the next, so a fresh engine keeps every file's
 * bytes independent of what came before.
 */
export async function createEspeakEngine(): Promise<SpeechEngine> {
  const espeak = await initialiseEspeak();
  const engine = new espeak.eSpeakNGWorker();
  return (text, language) => {
    const settings = voiceSettings[language];
    if (engine.set_voice(settings.voice) !== 0) throw new Error(`eSpeak NG has no voice ${settings.voice}`);
    engine.set_rate(settings.wordsPerMinute);
    engine.set_pitch(settings.pitch);
    engine.set_range(settings.range);
    const chunks: Int16Array[] = [];
    engine.synthesize(espeakSpokenForm(text, language), (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    const samples = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      for (let index = 0; index < chunk.length; index++) samples[offset + index] = chunk[index]! / 32768;
      offset += chunk.length;
    }
    return { samples, sampleRate: espeakSampleRate };
  };
}
