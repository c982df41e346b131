import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Biquad } from './filters';
import { padLoopForFile } from './loop';
import { normaliseForEverySpeaker } from './loudness';
import { encodeMp3, toPcm16 } from './mp3';
import { encodeOpus, opusFileOf } from './opus';
import type { MusicTrack } from './music-tracks';
import { createRandom } from './random';
import { filterLoop } from './sounds/sound';

const musicSampleRate = 44100;
const musicKbps = 112;
/**
 * The same loops in Opus, stereo, at under half the MP3's bytes: every octave band up to 12 kHz keeps the
 * level of the samples to within 0.5 dB (rain, brown noise, a state soundscape measured).
 */
const musicOpusKbps = 48;
/** Samples of the loop kept before and after it in the file: more than any MP3 codec delay. */
const loopMargin = 4096;
/**
 * Level of every looping track (the mean of its full-range and phone-speaker loudness): calm, and
 * matched so switching or mixing keeps the same loudness on headphones and on a phone. Low enough that
 * the peakiest tracks (sea, fire) reach it under the peak ceiling.
 */
const musicTargetLufs = -23.5;
/** Below this, sound is pressure more than pitch: it costs headroom and no speaker a listener has plays it. */
const rumbleCutHz = 35;
/** Sample-peak ceiling, below the −3 dBFS limit to leave room for MP3 overshoot. */
const musicCeilingDb = -3.6;

export interface RenderedFile {
  file: string;
  bytes: number;
  durationSeconds: number;
  lufs: number;
  /** Loudness through a phone-speaker stand-in (two 250 Hz high-passes). */
  phoneLufs: number;
  peakDb: number;
}

interface RenderedMusic extends RenderedFile {
  loop: { startSeconds: number; endSeconds: number };
}

/**
 * Renders one looping track to `<id>.mp3`: one exact period of sound, rumble cut (24 dB/octave, still
 * periodic), levelled, quantised (the margins are bit-identical copies of the quantised loop), laid out
 * as [tail] + [loop] + [head], and encoded, as MP3 and as Opus (`<id>.opus`).
 */
export async function renderMusicFile(track: MusicTrack, outputDirectory: string): Promise<RenderedMusic> {
  const loopLength = track.loopSeconds * musicSampleRate;
  const rendered = track.render({ random: createRandom(track.id), sampleRate: musicSampleRate, loopLength });
  const loop = rendered.map((channel) =>
    filterLoop(channel, [
      new Biquad(musicSampleRate).highPass(rumbleCutHz),
      new Biquad(musicSampleRate).highPass(rumbleCutHz),
    ]),
  );
  const levels = normaliseForEverySpeaker(loop, musicSampleRate, musicTargetLufs, musicCeilingDb);
  const dither = createRandom(`${track.id}/dither`);
  const pcm = loop.map((channel) => padLoopForFile(toPcm16(channel, dither), loopMargin));
  const mp3 = await encodeMp3(pcm, musicSampleRate, musicKbps);
  const file = `${track.id}.mp3`;
  writeFileSync(join(outputDirectory, file), mp3.bytes);
  writeFileSync(
    join(outputDirectory, opusFileOf(file)),
    await encodeOpus(pcm, musicSampleRate, musicOpusKbps),
  );
  return {
    file,
    bytes: mp3.bytes.length,
    durationSeconds: mp3.durationSeconds,
    ...levels,
    loop: {
      startSeconds: loopMargin / musicSampleRate,
      endSeconds: (loopMargin + loopLength) / musicSampleRate,
    },
  };
}
