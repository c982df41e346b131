import type { Random } from './random';

interface EncodedMp3 {
  bytes: Uint8Array;
  /** What a decoder reports: every frame's samples, including the encoder's delay and padding. */
  durationSeconds: number;
}

/** Float samples in [-1, 1] to 16-bit with triangular dither, so quiet fades never turn to grit. */
export function toPcm16(channel: Float32Array, random: Random): Int16Array {
  const output = new Int16Array(channel.length);
  for (let index = 0; index < channel.length; index++) {
    const dither = random.next() - random.next();
    output[index] = Math.max(-32768, Math.min(32767, Math.round(channel[index]! * 32767 + dither)));
  }
  return output;
}

/** Constant-bit-rate MP3 through lamejs (pure JS, deterministic). Mono when given one channel. */
export async function encodeMp3(pcm: Int16Array[], sampleRate: number, kbps: number): Promise<EncodedMp3> {
  // lamejs's CommonJS entry is a browser IIFE that exports nothing; its ES module build is the usable one.
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(pcm.length, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  const chunk = 1152 * 16;
  for (let start = 0; start < pcm[0]!.length; start += chunk) {
    const left = pcm[0]!.subarray(start, start + chunk);
    const right = pcm[1]?.subarray(start, start + chunk);
    parts.push(encoder.encodeBuffer(left, right));
  }
  parts.push(encoder.flush());
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return { bytes, durationSeconds: (countFrames(bytes) * samplesPerFrame(sampleRate)) / sampleRate };
}

/** MPEG-1 (32–48 kHz) frames hold 1152 samples; MPEG-2 (16–24 kHz) frames hold 576. */
const samplesPerFrame = (sampleRate: number): number => (sampleRate >= 32000 ? 1152 : 576);

const bitratesKbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRatesHz = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000] };

/** Walks the Layer III frame headers (lamejs writes no Xing/Info tag, so every frame is audio). */
function countFrames(bytes: Uint8Array): number {
  let frames = 0;
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0)
      throw new Error(`No MP3 frame at ${offset}`);
    const version = bytes[offset + 1]! & 0x08 ? 'mpeg1' : 'mpeg2';
    const bitrate = bitratesKbps[version][bytes[offset + 2]! >> 4]! * 1000;
    const sampleRate = sampleRatesHz[version][(bytes[offset + 2]! >> 2) & 0x03]!;
    const padding = (bytes[offset + 2]! >> 1) & 0x01;
    offset += Math.floor(((version === 'mpeg1' ? 144 : 72) * bitrate) / sampleRate) + padding;
    frames++;
  }
  return frames;
}
