import initialiseEspeak from '@echogarden/espeak-ng-emscripten';

export type Language = 'en' | 'ru';

/** eSpeak NG always speaks at 22 050 Hz. */
export const speechSampleRate = 22050;

/**
 * How each language is spoken. SVOX Pico's npm package ships no lingware (its en-US text-analysis and
 * signal-generation files are a separate download), so both languages use eSpeak NG, which carries its
 * own data. The `klatt3` variant drives the Klatt formant synthesiser with a sampled natural glottal
 * pulse: smoother and breathier than eSpeak's default voice, without its whistling band near 7 kHz.
 * Slow rate, slightly lower pitch and a narrower pitch range make it calmer.
 */
export const voiceSettings: Record<
  Language,
  { voice: string; wordsPerMinute: number; pitch: number; range: number }
> = {
  en: { voice: 'en-us+klatt3', wordsPerMinute: 90, pitch: 38, range: 38 },
  ru: { voice: 'ru+klatt3', wordsPerMinute: 88, pitch: 38, range: 38 },
};

export type Speaker = (text: string, language: Language) => Float32Array;

/**
 * Spelling tweaks for the engine only (what is shown on screen stays as written). eSpeak NG reads a
 * lone «к» as the letter's name ("ka"), and misplaces the stress of a few words, fixed with its inline
 * phoneme notation [[…]].
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

/** The text as the engine should get it. */
export function spokenForm(text: string, language: Language): string {
  return pronunciationFixes[language].reduce(
    (spoken, [pattern, replacement]) => spoken.replace(pattern, replacement),
    text,
  );
}

/**
 * Starts an eSpeak NG engine (wasm, offline, data bundled in the package) and returns a speak function.
 * Take a new one for each file: the Klatt voice's noise source carries its random state from one
 * utterance to the next, so a fresh engine keeps every file's bytes independent of what came before.
 */
export async function createSpeaker(): Promise<Speaker> {
  const espeak = await initialiseEspeak();
  const engine = new espeak.eSpeakNGWorker();
  return (text, language) => {
    const settings = voiceSettings[language];
    if (engine.set_voice(settings.voice) !== 0) throw new Error(`eSpeak NG has no voice ${settings.voice}`);
    engine.set_rate(settings.wordsPerMinute);
    engine.set_pitch(settings.pitch);
    engine.set_range(settings.range);
    const chunks: Int16Array[] = [];
    engine.synthesize(spokenForm(text, language), (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    const speech = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      for (let index = 0; index < chunk.length; index++) speech[offset + index] = chunk[index]! / 32768;
      offset += chunk.length;
    }
    return trimSilence(speech);
  };
}

/** Cuts the engine's own leading and trailing silence, so the file's silences are exactly ours. */
function trimSilence(speech: Float32Array): Float32Array {
  const threshold = 0.003;
  let first = 0;
  while (first < speech.length && Math.abs(speech[first]!) < threshold) first++;
  let last = speech.length - 1;
  while (last > first && Math.abs(speech[last]!) < threshold) last--;
  return speech.slice(first, last + 1);
}
