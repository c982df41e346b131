import { readFileSync } from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';

/** Decodes an MP3 as a browser would hand it to the player: every channel, at the file's rate. */
export async function decodeMp3(path: string): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(readFileSync(path));
    if (decoded.errors.length > 0) throw new Error(`${path}: ${decoded.errors[0]!.message}`);
    return { channels: decoded.channelData, sampleRate: decoded.sampleRate };
  } finally {
    decoder.free();
  }
}
