/**
 * A stand-in for the Web Audio API and for audio files under jsdom: enough for the players to decode,
 * start, fade and stop, recording what they asked for so tests can check it.
 */
interface FakeAudioRecord {
  /** Each source started: where in its buffer, whether it loops, and how long its buffer is. */
  readonly started: { offset: number; loop: boolean; seconds: number }[];
  readonly ramps: { target: number; at: number }[];
  stopped: number;
}

interface FakeAudioSettings {
  bufferSeconds?: number;
  /** Decoded length by the bytes given (a 112 kbps MP3 is 14,000 bytes a second); bufferSeconds otherwise. */
  bytesPerSecond?: number;
  contextState?: AudioContextState;
  /** false: a browser that says it plays Opus but whose decoder refuses Ogg files. */
  decodesOpus?: boolean;
}

const oggMagic = 'OggS';
const isOgg = (bytes: ArrayBuffer) =>
  bytes.byteLength >= 4 && String.fromCharCode(...new Uint8Array(bytes, 0, 4)) === oggMagic;

// The remote keeps one AudioContext for the page, so every test talks to the first fake instance: what it
// records and how it behaves are read from here, and each install starts them afresh.
let record: FakeAudioRecord = { started: [], ramps: [], stopped: 0 };
let settings: FakeAudioSettings = {};

export function installFakeWebAudio(options: FakeAudioSettings = {}) {
  record = { started: [], ramps: [], stopped: 0 };
  settings = options;
  const param = () => ({
    value: 1,
    cancelScheduledValues: () => undefined,
    setValueAtTime: () => undefined,
    linearRampToValueAtTime(target: number, at: number) {
      record.ramps.push({ target, at });
    },
  });
  class FakeAudioContext {
    get state(): AudioContextState {
      return settings.contextState ?? 'running';
    }
    currentTime = 0;
    destination = {};
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createBufferSource() {
      const source = {
        buffer: null as unknown,
        loop: false,
        loopStart: 0,
        loopEnd: 0,
        onended: null as (() => void) | null,
        connect: (next: unknown) => next,
        start: (_when: number, offset: number) =>
          record.started.push({
            offset,
            loop: source.loop,
            seconds: (source.buffer as AudioBuffer).duration,
          }),
        stop: () => {
          record.stopped += 1;
        },
      };
      return source;
    }
    resume() {
      return Promise.resolve();
    }
    decodeAudioData(bytes: ArrayBuffer) {
      if (settings.decodesOpus === false && isOgg(bytes)) {
        return Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
      }
      const duration = settings.bytesPerSecond
        ? bytes.byteLength / settings.bytesPerSecond
        : (settings.bufferSeconds ?? 60);
      // No channels: the tests follow what is played when, not the samples.
      return Promise.resolve({
        duration,
        length: Math.round(duration * 48_000),
        sampleRate: 48_000,
        numberOfChannels: 0,
      });
    }
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
  return record;
}

/**
 * `fetch` answering every audio file with a few bytes of `audio/mpeg` (an `.opus` file with the start of an
 * Ogg file, as `audio/ogg`), or with the given status.
 */
export function fakeAudioFiles(status = 200, contentType = 'audio/mpeg') {
  const fetchMock = jest.fn(async (url: string) => {
    const opus = new URL(url, 'http://localhost').pathname.endsWith('.opus');
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => (opus && contentType === 'audio/mpeg' ? 'audio/ogg' : contentType) },
      arrayBuffer: async () =>
        opus ? new TextEncoder().encode(`${oggMagic}\0\0\0\0`).buffer : new ArrayBuffer(8),
    };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/**
 * `fetch` answering with an `audio/mpeg` file of `fileBytes` whose body arrives only as the test sends it,
 * as on a slow connection.
 */
export function fakeArrivingAudioFile(fileBytes: number) {
  const waiting: ((read: { done: boolean; value?: Uint8Array }) => void)[] = [];
  const queued: { done: boolean; value?: Uint8Array }[] = [];
  const deliver = (read: { done: boolean; value?: Uint8Array }) => {
    const reader = waiting.shift();
    if (reader) reader(read);
    else queued.push(read);
  };
  const body = {
    getReader: () => ({
      read: () =>
        new Promise((resolve: (read: { done: boolean; value?: Uint8Array }) => void) => {
          const read = queued.shift();
          if (read) resolve(read);
          else waiting.push(resolve);
        }),
    }),
  };
  const headers: Record<string, string> = {
    'content-type': 'audio/mpeg',
    'content-length': String(fileBytes),
  };
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      body,
    })),
  });
  return {
    send: (bytes: number) => deliver({ done: false, value: new Uint8Array(bytes) }),
    end: () => deliver({ done: true }),
  };
}
