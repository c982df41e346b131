import { addressesOf, browserPlaysOpus, playableFile } from './playable-file';

const track = {
  file: '/api/audio/files/rain.0123456789.mp3?expires=1&signature=a',
  opus: { file: '/api/audio/files/rain.abcdef0123.opus?expires=1&signature=b', bytes: 287_000 },
};

describe('the file a track is played from', () => {
  it('is the Opus where the browser plays Opus', () => {
    expect(playableFile(track, true)).toBe(track.opus.file);
  });

  it('is the MP3 where it does not', () => {
    expect(playableFile(track, false)).toBe(track.file);
  });

  /** A fresh copy of the module (its answer is kept once asked) in a page whose media elements answer so. */
  function loadWithAnswer(answer: (type: string) => CanPlayTypeResult) {
    const canPlayType = jest.fn(answer);
    Object.assign(globalThis, {
      Audio: class {
        canPlayType = canPlayType;
      },
    });
    let module: typeof import('./playable-file') | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('./playable-file')>('./playable-file');
    });
    return { ...module!, canPlayType };
  }
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Audio');
  });

  it('follows what the browser answers for Ogg Opus, asked once', () => {
    const loaded = loadWithAnswer((type) => (type === 'audio/ogg; codecs=opus' ? 'probably' : ''));
    expect(loaded.playableFile(track)).toBe(track.opus.file);
    expect(loaded.playableFile(track)).toBe(track.opus.file);
    expect(loaded.canPlayType).toHaveBeenCalledTimes(1);
  });

  it('is the MP3 where the browser has no Opus (Safari before 18.4)', () => {
    expect(loadWithAnswer(() => '').playableFile(track)).toBe(track.file);
  });

  it('is the MP3 where there are no media elements at all', () => {
    expect(browserPlaysOpus()).toBe(false);
    expect(playableFile(track)).toBe(track.file);
  });
});

describe('the addresses kept fresh for a track', () => {
  it('are both formats, so either one still plays after its first signature expires', () => {
    expect(addressesOf(track)).toEqual([track.file, track.opus.file]);
  });
});
