/** Reads a mono 16-bit PCM RIFF/WAVE file (what Festival writes) into samples in [-1, 1). */
export function readWav(bytes: Buffer): { samples: Float32Array; sampleRate: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('Not a RIFF/WAVE file');
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const bits = bytes.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error(`Expected mono 16-bit PCM, got format ${format}, ${channels} channels, ${bits} bits`);
      sampleRate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (sampleRate === 0) throw new Error('WAVE data before its format');
      const count = Math.floor(Math.min(size, bytes.length - body) / 2);
      const samples = new Float32Array(count);
      for (let index = 0; index < count; index++)
        samples[index] = bytes.readInt16LE(body + 2 * index) / 32768;
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAVE file without data');
}
