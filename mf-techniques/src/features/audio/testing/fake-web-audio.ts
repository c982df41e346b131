/**
 * A stand-in for the Web Audio API and for audio files under jsdom: enough for the players to decode,
 * start, fade and stop, recording what they asked for so tests can check it.
 */
interface FakeAudioRecord {
  readonly started: { offset: number; loop: boolean }[];
  readonly ramps: { target: number; at: number }[];
  stopped: number;
}

interface FakeAudioSettings {
  bufferSeconds?: number;
  contextState?: AudioContextState;
}

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
        start: (_when: number, offset: number) => record.started.push({ offset, loop: source.loop }),
        stop: () => {
          record.stopped += 1;
        },
      };
      return source;
    }
    resume() {
      return Promise.resolve();
    }
    decodeAudioData() {
      return Promise.resolve({ duration: settings.bufferSeconds ?? 60 });
    }
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
  return record;
}

/** `fetch` answering every audio file with a few bytes of `audio/mpeg`, or with the given status. */
export function fakeAudioFiles(status = 200, contentType = 'audio/mpeg') {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => contentType },
    arrayBuffer: async () => new ArrayBuffer(8),
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}
