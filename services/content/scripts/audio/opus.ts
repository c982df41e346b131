import { spawn } from 'node:child_process';

/**
 * Ogg Opus through opus-tools' `opusenc` (Debian: `apt-get install -y opus-tools`), from the same 16-bit
 * samples the MP3 is made of, in Opus's transform mode. Variable bit rate around `kbps`; the stream's serial number is fixed, so the
 * same samples give the same bytes. `opusenc` resamples to Opus's 48 kHz and records the pre-skip and the
 * end, so a decoder gives back exactly the samples given, shifted by nothing.
 */
export function encodeOpus(pcm: Int16Array[], sampleRate: number, kbps: number): Promise<Uint8Array> {
  const frames = pcm[0]!.length;
  const interleaved = Buffer.alloc(frames * pcm.length * 2);
  for (let frame = 0; frame < frames; frame++)
    for (const [channel, samples] of pcm.entries())
      interleaved.writeInt16LE(samples[frame]!, (frame * pcm.length + channel) * 2);
  const args = [
    '--quiet',
    ['--raw', '--raw-bits', '16', '--raw-endianness', '0'],
    ['--raw-rate', String(sampleRate), '--raw-chan', String(pcm.length)],
    // Opus's transform mode throughout: its speech mode, chosen on its own at these rates, dulled 4–8 kHz
    // by 2–5 dB in a guide and took 1 dB off the rain.
    ['--music', '--bitrate', String(kbps), '--comp', '10', '--serial', '1'],
    ['-', '-'],
  ].flat();
  return new Promise((resolve, reject) => {
    const encoder = spawn('opusenc', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    encoder.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    encoder.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    encoder.on('error', (error) =>
      reject(new Error(`opusenc could not run (apt-get install -y opus-tools): ${error.message}`)),
    );
    encoder.on('close', (code) => {
      if (code === 0) resolve(new Uint8Array(Buffer.concat(output)));
      else reject(new Error(`opusenc failed (${code}): ${Buffer.concat(errors).toString()}`));
    });
    encoder.stdin.end(interleaved);
  });
}

/** The Opus beside an MP3 (the content service serves the two under these names). */
export const opusFileOf = (mp3File: string): string => mp3File.replace(/\.mp3$/, '.opus');
