/**
 * Biquad filters (RBJ audio-EQ cookbook) and a one-pole low-pass. Stateful: one instance per channel,
 * fed sample by sample, so a cutoff can move while sound passes through.
 */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(private readonly sampleRate: number) {}

  lowPass(frequency: number, q = Math.SQRT1_2): this {
    const { cos, alpha } = this.angles(frequency, q);
    return this.set((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
  }

  highPass(frequency: number, q = Math.SQRT1_2): this {
    const { cos, alpha } = this.angles(frequency, q);
    return this.set((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
  }

  /** Band-pass with 0 dB peak gain. */
  bandPass(frequency: number, q: number): this {
    const { cos, alpha } = this.angles(frequency, q);
    return this.set(alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha);
  }

  peaking(frequency: number, q: number, gainDb: number): this {
    const { cos, alpha } = this.angles(frequency, q);
    const amplitude = 10 ** (gainDb / 40);
    return this.set(
      1 + alpha * amplitude,
      -2 * cos,
      1 - alpha * amplitude,
      1 + alpha / amplitude,
      -2 * cos,
      1 - alpha / amplitude,
    );
  }

  highShelf(frequency: number, gainDb: number, q = Math.SQRT1_2): this {
    const { cos, alpha } = this.angles(frequency, q);
    const amplitude = 10 ** (gainDb / 40);
    const root = 2 * Math.sqrt(amplitude) * alpha;
    return this.set(
      amplitude * (amplitude + 1 + (amplitude - 1) * cos + root),
      -2 * amplitude * (amplitude - 1 + (amplitude + 1) * cos),
      amplitude * (amplitude + 1 + (amplitude - 1) * cos - root),
      amplitude + 1 - (amplitude - 1) * cos + root,
      2 * (amplitude - 1 - (amplitude + 1) * cos),
      amplitude + 1 - (amplitude - 1) * cos - root,
    );
  }

  process(input: number): number {
    const output =
      this.b0 * input + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = input;
    this.y2 = this.y1;
    this.y1 = output;
    return output;
  }

  private angles(frequency: number, q: number): { cos: number; alpha: number } {
    const omega = (2 * Math.PI * Math.min(frequency, this.sampleRate * 0.45)) / this.sampleRate;
    return { cos: Math.cos(omega), alpha: Math.sin(omega) / (2 * q) };
  }

  private set(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): this {
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = a1 / a0;
    this.a2 = a2 / a0;
    return this;
  }
}

/** A cheap one-pole low-pass whose cutoff may change every sample (for swept noise). */
export class OnePoleLowPass {
  private state = 0;

  constructor(private readonly sampleRate: number) {}

  process(input: number, frequency: number): number {
    const coefficient = 1 - Math.exp((-2 * Math.PI * frequency) / this.sampleRate);
    this.state += coefficient * (input - this.state);
    return this.state;
  }
}

/** Runs a whole signal through a chain of fresh filters, in order. */
export function filterSignal(signal: Float32Array, filters: Biquad[]): Float32Array {
  const output = new Float32Array(signal.length);
  for (let index = 0; index < signal.length; index++) {
    let value = signal[index]!;
    for (const filter of filters) value = filter.process(value);
    output[index] = value;
  }
  return output;
}
