import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festivalSpokenForm } from './russian-stress';
import type { Language, SpeechEngine } from './speech';
import { stretchSpeech } from './time-stretch';
import { readWav } from './wav';

/** A Festival voice: its name, the Debian package that installs it, and how it is set up to speak. */
interface FestivalVoice {
  name: string;
  debianPackage: string;
  /** Scheme run after selecting the voice (the pace, where the engine can set it). */
  setup: string;
  /** How much slower than the voice's own pace the speech is made afterwards (1 = as it speaks). */
  stretch: number;
}

/**
 * English: CMU ARCTIC "slt" (a US English woman), an HTS statistical voice whose speed the engine sets
 * itself ("-r"). Russian: "msu_ru_nsh", spliced recordings of a Russian man (unit selection), which has
 * no speed setting of its own, so its pace is slowed afterwards. Both near 3.2 syllables a second.
 */
export const festivalVoices: Record<Language, FestivalVoice> = {
  en: {
    name: 'cmu_us_slt_arctic_hts',
    debianPackage: 'festvox-us-slt-hts',
    setup: `(set! hts_engine_params (cons (list "-r" 0.77) hts_engine_params))`,
    stretch: 1,
  },
  ru: { name: 'msu_ru_nsh_clunits', debianPackage: 'festvox-ru', setup: '', stretch: 1.38 },
};

function runFestival(script: string): { ok: boolean; output: string } {
  const folder = mkdtempSync(join(tmpdir(), 'steady-festival-'));
  try {
    const scriptFile = join(folder, 'speak.scm');
    writeFileSync(scriptFile, script, 'utf8');
    const run = spawnSync('festival', ['-b', scriptFile], { encoding: 'utf8', cwd: folder });
    return { ok: !run.error && run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The languages whose Festival voice is installed here (none when Festival itself is missing). */
export function installedFestivalLanguages(): Language[] {
  const { ok, output } = runFestival('(format t "%l\\n" (voice.list))\n');
  if (!ok) return [];
  return (Object.keys(festivalVoices) as Language[]).filter((language) =>
    output.includes(festivalVoices[language].name),
  );
}

const schemeString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Speaks through the Festival command line: one process per utterance, so every render is independent. */
export const speakWithFestival: SpeechEngine = (text, language) => {
  const voice = festivalVoices[language];
  const folder = mkdtempSync(join(tmpdir(), 'steady-festival-'));
  try {
    const waveFile = join(folder, 'speech.wav');
    const { ok, output } = runFestival(
      [
        `(voice_${voice.name})`,
        voice.setup,
        `(utt.save.wave (utt.synth (Utterance Text ${schemeString(festivalSpokenForm(text, language))})) ${schemeString(waveFile)} 'riff)`,
      ].join('\n'),
    );
    // Festival reports a character it has no rule for, skips the rest and still exits 0.
    if (!ok || output.includes('no rule matches'))
      throw new Error(`Festival could not speak "${text}": ${output}`);
    const speech = readWav(readFileSync(waveFile));
    return voice.stretch === 1
      ? speech
      : {
          samples: stretchSpeech(speech.samples, speech.sampleRate, voice.stretch),
          sampleRate: speech.sampleRate,
        };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
