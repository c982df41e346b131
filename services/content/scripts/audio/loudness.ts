import { Biquad, filterSignal } from './filters';

/** K-weighted mean power of 400 ms blocks every 100 ms (ITU-R BS.1770-4), summed over the channels. */
function blockPowers(channels: Float32Array[], sampleRate: number): number[] {
  const blockLength = Math.round(0.4 * sampleRate);
  const hop = Math.round(0.1 * sampleRate);
  const length = channels[0]!.length;
  const squares = new Float64Array(length);
  for (const channel of channels) {
    // K-weighting: the stage-1 high shelf and stage-2 high-pass of BS.1770, designed for this rate.
    const shelf = new Biquad(sampleRate).highShelf(1681.974450955533, 3.999843853973347, 0.7071752369554196);
    const highPass = new Biquad(sampleRate).highPass(38.13547087602444, 0.5003270373238773);
    for (let index = 0; index < length; index++) {
      const weighted = highPass.process(shelf.process(channel[index]!));
      squares[index]! += weighted * weighted;
    }
  }
  const cumulative = new Float64Array(length + 1);
  for (let index = 0; index < length; index++) cumulative[index + 1] = cumulative[index]! + squares[index]!;
  const blocks: number[] = [];
  for (let start = 0; start + blockLength <= length; start += hop) {
    blocks.push((cumulative[start + blockLength]! - cumulative[start]!) / blockLength);
  }
  return blocks;
}

const toLufs = (power: number): number => -0.691 + 10 * Math.log10(power);

/** Momentary loudness (LUFS of each 400 ms block, every 100 ms): how loud each moment is. */
export function momentaryLoudness(channels: Float32Array[], sampleRate: number): number[] {
  return blockPowers(channels, sampleRate).map(toLufs);
}

/**
 * ITU-R BS.1770-4 integrated loudness (LUFS): K-weighting, 400 ms blocks with 75 % overlap, absolute
 * gate at −70 LUFS and relative gate 10 LU below. Lets the script level every track to one target
 * without any outside tool.
 */
export function integratedLoudness(channels: Float32Array[], sampleRate: number): number {
  const average = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
  const aboveAbsolute = blockPowers(channels, sampleRate).filter((power) => toLufs(power) > -70);
  if (aboveAbsolute.length === 0) return -Infinity;
  const relativeGate = toLufs(average(aboveAbsolute)) - 10;
  return toLufs(average(aboveAbsolute.filter((power) => toLufs(power) > relativeGate)));
}

/**
 * Loudness as a phone's small speaker gives it, roughly: the channels through two 250 Hz high-passes
 * (12 dB/octave each) before the integrated loudness. Sound that lives below a few hundred hertz (a
 * drone, brown noise, the swell of the sea) reads far quieter here than on headphones.
 */
export function phoneSpeakerLoudness(channels: Float32Array[], sampleRate: number): number {
  return integratedLoudness(asFromPhoneSpeaker(channels, sampleRate), sampleRate);
}

/** The channels as the phone-speaker stand-in passes them (two 250 Hz high-passes). */
export function asFromPhoneSpeaker(channels: Float32Array[], sampleRate: number): Float32Array[] {
  return channels.map((channel) =>
    filterSignal(channel, [new Biquad(sampleRate).highPass(250), new Biquad(sampleRate).highPass(250)]),
  );
}

export function samplePeak(channels: Float32Array[]): number {
  let peak = 0;
  for (const channel of channels) for (const value of channel) peak = Math.max(peak, Math.abs(value));
  return peak;
}

export const decibels = (gain: number): number => 20 * Math.log10(gain);
export const gainFromDecibels = (db: number): number => 10 ** (db / 20);

/**
 * Scales the channels in place so the mean of their full-range and phone-speaker loudness meets
 * `targetLufs` (sample peak kept under `ceilingDb`): a track full of low sound comes out a little louder
 * on headphones and a little quieter on a phone than a bright one, and neither stands out on either.
 */
export function normaliseForEverySpeaker(
  channels: Float32Array[],
  sampleRate: number,
  targetLufs: number,
  ceilingDb: number,
): { lufs: number; phoneLufs: number; peakDb: number } {
  const full = integratedLoudness(channels, sampleRate);
  const phone = phoneSpeakerLoudness(channels, sampleRate);
  const peak = samplePeak(channels);
  const gain = Math.min(
    gainFromDecibels(targetLufs - (full + phone) / 2),
    gainFromDecibels(ceilingDb) / peak,
  );
  for (const channel of channels)
    for (let index = 0; index < channel.length; index++) channel[index]! *= gain;
  return { lufs: full + decibels(gain), phoneLufs: phone + decibels(gain), peakDb: decibels(peak * gain) };
}

/**
 * Scales the channels in place towards `targetLufs`, but never so far that the sample peak passes
 * `ceilingDb` (an MP3 decoder may overshoot a sample peak by a few tenths of a dB, hence some margin).
 */
export function normalise(
  channels: Float32Array[],
  sampleRate: number,
  targetLufs: number,
  ceilingDb: number,
): { lufs: number; peakDb: number } {
  const loudness = integratedLoudness(channels, sampleRate);
  const peak = samplePeak(channels);
  const gain = Math.min(gainFromDecibels(targetLufs - loudness), gainFromDecibels(ceilingDb) / peak);
  for (const channel of channels)
    for (let index = 0; index < channel.length; index++) channel[index]! *= gain;
  return { lufs: loudness + decibels(gain), peakDb: decibels(peak * gain) };
}
