import { createEspeakEngine } from './espeak';
import { festivalVoices, installedFestivalLanguages, speakWithFestival } from './festival';
import { resample } from './resample';
import { voiceSampleRate } from './voice-polish';

export type Language = 'en' | 'ru';

/** Speech as an engine makes it: mono samples at the engine's own rate. */
export type SpeechEngine = (
  text: string,
  language: Language,
) => { samples: Float32Array; sampleRate: number };

/** Speaks a text as mono samples at `voiceSampleRate`, trimmed of the engine's own silences. */
export type Speaker = (text: string, language: Language) => Float32Array;

let festivalLanguages: Language[] | undefined;

/** Which languages Festival speaks here; asked once, with a note for every language that falls back. */
function festivalLanguagesHere(): Language[] {
  if (festivalLanguages) return festivalLanguages;
  festivalLanguages = installedFestivalLanguages();
  for (const language of Object.keys(festivalVoices) as Language[]) {
    if (!festivalLanguages.includes(language)) {
      console.warn(
        `No Festival voice for "${language}": eSpeak NG speaks it instead ` +
          `(apt-get install festival ${festivalVoices[language].debianPackage} for the natural voice)`,
      );
    }
  }
  return festivalLanguages;
}

/**
 * The voices: Festival's where installed (see festival.ts), eSpeak NG's otherwise. Take a new speaker for
 * each file, so no engine state carries from one file to the next.
 */
export async function createSpeaker(): Promise<Speaker> {
  const festival = festivalLanguagesHere();
  const espeak =
    festival.length < Object.keys(festivalVoices).length ? await createEspeakEngine() : undefined;
  return (text, language) => {
    const engine = festival.includes(language) ? speakWithFestival : espeak!;
    const { samples, sampleRate } = engine(text, language);
    return trimSilence(toVoiceRate(samples, sampleRate));
  };
}

function toVoiceRate(samples: Float32Array, sampleRate: number): Float32Array {
  if (sampleRate === voiceSampleRate) return samples;
  const divisor = greatestCommonDivisor(voiceSampleRate, sampleRate);
  return resample(samples, voiceSampleRate / divisor, sampleRate / divisor);
}

const greatestCommonDivisor = (first: number, second: number): number =>
  second === 0 ? first : greatestCommonDivisor(second, first % second);

/** Cuts the engine's own leading and trailing silence, so the file's silences are exactly ours. */
function trimSilence(speech: Float32Array): Float32Array {
  const threshold = 0.003;
  let first = 0;
  while (first < speech.length && Math.abs(speech[first]!) < threshold) first++;
  let last = speech.length - 1;
  while (last > first && Math.abs(speech[last]!) < threshold) last--;
  return speech.slice(first, last + 1);
}
