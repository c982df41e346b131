import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeMp3 } from './decode-mp3';
import { integratedLoudness, momentaryLoudness, phoneSpeakerLoudness } from './loudness';
import { Biquad, filterSignal } from './filters';

/** The loops as committed: what a listener's player decodes, measured within each file's loop window. */
const contentDirectory = join(__dirname, '..', '..');
const catalogue = JSON.parse(readFileSync(join(contentDirectory, 'data', 'audio.json'), 'utf8')) as {
  tracks: {
    id: string;
    loop: { startSeconds: number; endSeconds: number } | null;
    translations: { en: { file: string } };
  }[];
};
const loopTracks = catalogue.tracks.flatMap((track) => (track.loop ? [{ ...track, loop: track.loop }] : []));

interface MeasuredLoop {
  id: string;
  channels: Float32Array[];
  sampleRate: number;
  /** Sample index of the loop's end in the file: where the player jumps back to the start. */
  seam: number;
  full: number;
  phone: number;
  /** Share of the power below 40 Hz. */
  subBass: number;
}

const subBassShare = (channels: Float32Array[], sampleRate: number): number => {
  const power = (signals: Float32Array[]): number =>
    signals.reduce((sum, signal) => sum + signal.reduce((total, value) => total + value * value, 0), 0);
  const low = channels.map((channel) =>
    filterSignal(channel, [new Biquad(sampleRate).lowPass(40), new Biquad(sampleRate).lowPass(40)]),
  );
  return power(low) / power(channels);
};

let measured: MeasuredLoop[] = [];

beforeAll(async () => {
  measured = [];
  for (const track of loopTracks) {
    const { channels, sampleRate } = await decodeMp3(
      join(contentDirectory, 'audio', track.translations.en.file),
    );
    const start = Math.round(track.loop.startSeconds * sampleRate);
    const seam = Math.round(track.loop.endSeconds * sampleRate);
    const loop = channels.map((channel) => channel.subarray(start, seam));
    measured.push({
      id: track.id,
      channels,
      sampleRate,
      seam,
      full: integratedLoudness(loop, sampleRate),
      phone: phoneSpeakerLoudness(loop, sampleRate),
      subBass: subBassShare(loop, sampleRate),
    });
  }
  console.log(
    [
      'track                   full-range  phone speaker  below 40 Hz',
      ...measured.map(
        (loop) =>
          `${loop.id.padEnd(24)}${loop.full.toFixed(1).padStart(6)} LUFS${loop.phone.toFixed(1).padStart(10)} LUFS` +
          `${(100 * loop.subBass).toFixed(1).padStart(10)} %`,
      ),
    ].join('\n'),
  );
}, 300_000);

const spread = (values: number[]): number => Math.max(...values) - Math.min(...values);

describe('the looping tracks', () => {
  it('are all within 4 dB of each other on full-range playback', () => {
    expect(spread(measured.map((loop) => loop.full))).toBeLessThanOrEqual(4);
  });

  it('are all within 4 dB of each other through a phone speaker', () => {
    expect(spread(measured.map((loop) => loop.phone))).toBeLessThanOrEqual(4);
  });

  it('spend almost nothing below 40 Hz, where no speaker a listener has plays anything', () => {
    for (const loop of measured)
      expect({ id: loop.id, subBass: loop.subBass < 0.05 }).toEqual({ id: loop.id, subBass: true });
  });
});

/** The level of each quarter second of one loop period, in dB, minus its mean. */
function levelEnvelope(loop: MeasuredLoop, start: number): number[] {
  const step = Math.round(0.25 * loop.sampleRate);
  const levels: number[] = [];
  for (let from = start; from + step <= loop.seam; from += step) {
    let power = 0;
    for (const channel of loop.channels)
      for (let index = from; index < from + step; index++) power += channel[index]! ** 2;
    levels.push(10 * Math.log10(power / step + 1e-12));
  }
  const mean = levels.reduce((sum, value) => sum + value, 0) / levels.length;
  return levels.map((value) => value - mean);
}

describe.each(['sea-waves', 'wind'])('%s, made of events an ear can follow', (id) => {
  const loopOf = (): MeasuredLoop => measured.find((loop) => loop.id === id)!;
  const track = loopTracks.find((candidate) => candidate.id === id)!;

  it('repeats no sooner than every two and a half minutes', () => {
    expect(track.loop.endSeconds - track.loop.startSeconds).toBeGreaterThanOrEqual(150);
  });

  it('has no layout of swells that comes back within its period', () => {
    const loop = loopOf();
    const envelope = levelEnvelope(loop, Math.round(track.loop.startSeconds * loop.sampleRate));
    const energy = envelope.reduce((sum, value) => sum + value * value, 0);
    // Circular autocorrelation (the loop wraps), away from lag 0 and from the full period.
    const margin = 15 * 4;
    let highest = -1;
    for (let lag = margin; lag <= envelope.length - margin; lag++) {
      let sum = 0;
      for (let index = 0; index < envelope.length; index++)
        sum += envelope[index]! * envelope[(index + lag) % envelope.length]!;
      highest = Math.max(highest, sum / energy);
    }
    console.log(`${id}: highest level autocorrelation within the period ${highest.toFixed(2)}`);
    expect(highest).toBeLessThan(0.5);
  });

  it('flows over its seam without a click or a jump in level', () => {
    const loop = loopOf();
    const { sampleRate } = loop;
    const start = Math.round(track.loop.startSeconds * sampleRate);
    // What the player plays: the last ten seconds of the loop, then its first second again.
    const played = loop.channels.map((channel) => {
      const joined = new Float32Array(11 * sampleRate);
      joined.set(channel.subarray(loop.seam - 10 * sampleRate, loop.seam));
      joined.set(channel.subarray(start, start + sampleRate), 10 * sampleRate);
      return joined;
    });
    const seam = 10 * sampleRate;
    for (const channel of played) {
      // A click is a step between neighbouring samples larger than any in the ten seconds before.
      let largestStepBefore = 0;
      for (let index = 1; index < seam - 0.1 * sampleRate; index++)
        largestStepBefore = Math.max(largestStepBefore, Math.abs(channel[index]! - channel[index - 1]!));
      let largestStepAtSeam = 0;
      for (let index = seam - 0.1 * sampleRate; index < seam + 0.1 * sampleRate; index++)
        largestStepAtSeam = Math.max(largestStepAtSeam, Math.abs(channel[index]! - channel[index - 1]!));
      expect(largestStepAtSeam).toBeLessThanOrEqual(largestStepBefore);
    }
    const around = momentaryLoudness(
      played.map((channel) => channel.subarray(seam - sampleRate, seam + sampleRate)),
      sampleRate,
    );
    // The 400 ms just before the seam (blocks start every 100 ms) against the 400 ms just after it.
    expect(Math.abs(around[10]! - around[6]!)).toBeLessThan(3);
  });
});
