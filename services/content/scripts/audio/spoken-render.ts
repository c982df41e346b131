import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Biquad, filterSignal } from './filters';
import type { GuideScript } from './guides';
import {
  decibels,
  gainFromDecibels,
  integratedLoudness,
  normalise,
  phoneSpeakerLoudness,
  samplePeak,
} from './loudness';
import { limitPeaks } from './limiter';
import { driftToRange, periodicDrift } from './modulation';
import { encodeMp3, toPcm16 } from './mp3';
import { encodeOpus, opusFileOf } from './opus';
import type { RenderedFile } from './music-render';
import { pinkNoise } from './noise';
import { createRandom } from './random';
import type { Language, Speaker } from './speech';
import { concatenate, fadeEnds, polishVoice, voiceSampleRate } from './voice-polish';

const voiceTargetLufs = -20;
const voiceCeilingDb = -3.8;
/**
 * How far under the voice the guides' bed sits, both measured as a phone speaker plays them: soft, but
 * still there on a phone through a 60–100 s pause, so the guide never sounds as if it had stopped.
 */
const bedBelowVoiceOnPhoneDb = 18;

/**
 * Speech in Opus, mono, at half the MP3's bytes or less: every octave band from 125 Hz to 10 kHz keeps its
 * level to within 0.1 dB (a guide measured; the voices reach 12 kHz at most). The MP3s take 40–48 kbps.
 */
const voiceOpusKbps = 24;

const rawSilence = (seconds: number): Float32Array => new Float32Array(Math.round(seconds * voiceSampleRate));

async function writeVoiceFile(
  signal: Float32Array,
  file: string,
  kbps: number,
  outputDirectory: string,
): Promise<RenderedFile> {
  const pcm = [toPcm16(signal, createRandom(`${file}/dither`))];
  const mp3 = await encodeMp3(pcm, voiceSampleRate, kbps);
  writeFileSync(join(outputDirectory, file), mp3.bytes);
  writeFileSync(
    join(outputDirectory, opusFileOf(file)),
    await encodeOpus(pcm, voiceSampleRate, voiceOpusKbps),
  );
  return {
    file,
    bytes: mp3.bytes.length,
    durationSeconds: mp3.durationSeconds,
    lufs: integratedLoudness([signal], voiceSampleRate),
    phoneLufs: phoneSpeakerLoudness([signal], voiceSampleRate),
    peakDb: decibels(samplePeak([signal])),
  };
}

/**
 * Levels a voice: peaks trimmed by the limiter, then the whole brought to the target loudness (twice,
 * since limiting lowers loudness a little).
 */
function levelVoice(voice: Float32Array): Float32Array {
  let levelled = voice;
  for (let round = 0; round < 2; round++) {
    normalise([levelled], voiceSampleRate, voiceTargetLufs, Infinity);
    levelled = limitPeaks(levelled, voiceSampleRate, gainFromDecibels(voiceCeilingDb));
  }
  return levelled;
}

/** One affirmation: 0.4 s of silence, the sentence, 0.8 s of silence (room for the reverb to fade). */
export async function renderAffirmationFile(
  speak: Speaker,
  text: string,
  language: Language,
  file: string,
  outputDirectory: string,
): Promise<RenderedFile> {
  const voice = polishVoice(concatenate([rawSilence(0.4), speak(text, language), rawSilence(0.8)]));
  return writeVoiceFile(fadeEnds(levelVoice(voice), 0.02, 0.2), file, 40, outputDirectory);
}

/**
 * A soft bed under the guides: pink noise in the band a phone speaker plays (about 250–2500 Hz, a
 * distant-water "shh"), breathing slowly in level, so a long pause sounds intended rather than broken.
 */
function renderBed(length: number, label: string): Float32Array {
  const random = createRandom(label);
  const bed = filterSignal(pinkNoise(random, length), [
    new Biquad(voiceSampleRate).highPass(180),
    new Biquad(voiceSampleRate).highPass(180),
    new Biquad(voiceSampleRate).lowPass(2200),
    new Biquad(voiceSampleRate).lowPass(2800),
  ]);
  const level = driftToRange(periodicDrift(random.fork('level'), length, { highestCycles: 8 }), 0.75, 1);
  return bed.map((value, index) => value * level[index]!);
}

/**
 * A spoken guide: 2 s of bed, then each step followed by its pause, over the bed, which fades in at
 * the start and out over the closing quiet.
 */
export async function renderGuideFile(
  speak: Speaker,
  script: GuideScript,
  language: Language,
  outputDirectory: string,
): Promise<RenderedFile> {
  const parts = [rawSilence(2)];
  script.steps[language].forEach((step, index) =>
    parts.push(speak(step, language), rawSilence(script.pauses[index]!)),
  );
  const voice = levelVoice(polishVoice(concatenate(parts)));
  const bed = renderBed(voice.length, `guide-${script.techniqueId}.${language}/bed`);
  const bedGainDb =
    phoneSpeakerLoudness([voice], voiceSampleRate) -
    bedBelowVoiceOnPhoneDb -
    phoneSpeakerLoudness([bed], voiceSampleRate);
  const bedGain = gainFromDecibels(bedGainDb);
  const mixed = voice.map((value, index) => value + bed[index]! * bedGain);
  const guide = fadeEnds(limitPeaks(mixed, voiceSampleRate, gainFromDecibels(voiceCeilingDb)), 1.5, 4);
  const seconds = guide.length / voiceSampleRate;
  if (seconds < 90 || seconds > 240)
    throw new Error(`guide ${script.techniqueId}.${language} is ${seconds.toFixed(1)} s, outside 1.5–4 min`);
  const file = `guide-${script.techniqueId}.${language}.mp3`;
  return writeVoiceFile(guide, file, 48, outputDirectory);
}
