import { loadAudioBuffer } from './audio-buffers';
import { freshestAddress, keepAddressesFresh, renewAheadMs, renewRetryMs } from './signed-addresses';

const minute = 60 * 1000;
const start = Date.UTC(2026, 10, 28, 12, 0, 0);
const signed = (name: string, expiresAt: number) =>
  `/api/audio/files/${name}.0123456789.mp3?expires=${expiresAt / 1000}&signature=${'s'.repeat(43)}`;

describe('signed premium audio addresses while a page runs', () => {
  let stops: (() => void)[] = [];
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    jest.useRealTimers();
  });

  it('are asked for again 2 minutes before the earliest expires, again for the renewed ones, and after a failure', async () => {
    const renewals: number[] = [];
    let fail = false;
    const renew = jest.fn(async () => {
      renewals.push(Date.now());
      if (fail) throw new Error('offline');
      return [signed('rain-renew', Date.now() + 12 * minute), signed('sea-renew', Date.now() + 15 * minute)];
    });
    stops.push(
      keepAddressesFresh(
        [signed('rain-renew', start + 10 * minute), signed('sea-renew', start + 15 * minute)],
        renew,
      ),
    );

    await jest.advanceTimersByTimeAsync(8 * minute - 1);
    expect(renewals).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(renewals).toEqual([start + 8 * minute]);
    // The renewed rain address plays until 8 + 12 = 20 minutes: asked again at 18.
    fail = true;
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(renewals).toEqual([start + 8 * minute, start + 20 * minute - renewAheadMs]);
    await jest.advanceTimersByTimeAsync(renewRetryMs + 1);
    expect(renewals).toHaveLength(3);
  });

  it('are stopped with their page', async () => {
    const renew = jest.fn(async () => [signed('wind-stop', Date.now() + 10 * minute)]);
    keepAddressesFresh([signed('wind-stop', start + 10 * minute)], renew)();
    await jest.advanceTimersByTimeAsync(30 * minute);
    expect(renew).not.toHaveBeenCalled();
  });

  it('fetch a file chosen after its first address expired at the renewed one, and never fetch a decoded file again', async () => {
    const fetched: string[] = [];
    const fetchMock = jest.fn(async (url: string) => {
      fetched.push(url);
      const expired = Number(new URL(url, 'http://x').searchParams.get('expires')) * 1000 <= Date.now();
      return new Response(expired ? 'expired' : 'mp3', {
        status: expired ? 403 : 200,
        headers: { 'Content-Type': expired ? 'application/json' : 'audio/mpeg' },
      });
    });
    const originalFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const decoded = {} as AudioBuffer;
    const context = { decodeAudioData: async () => decoded } as unknown as BaseAudioContext;
    try {
      const bed = signed('bed-load', start + 10 * minute);
      const voice = signed('voice-load', start + 10 * minute);
      const renewedVoice = signed('voice-load', start + 8 * minute + 12 * minute);
      stops.push(
        keepAddressesFresh([bed, voice], async () => [
          signed('bed-load', Date.now() + 12 * minute),
          renewedVoice,
        ]),
      );
      expect(await loadAudioBuffer(context, bed, null)).toBe(decoded);

      // Twenty minutes into the session the next voice is due; the catalogue answered at the start.
      await jest.advanceTimersByTimeAsync(11 * minute);
      expect(freshestAddress(voice)).toBe(renewedVoice);
      expect(await loadAudioBuffer(context, voice, null)).toBe(decoded);
      expect(await loadAudioBuffer(context, bed, null)).toBe(decoded);
      expect(fetched).toEqual([bed, renewedVoice]);
    } finally {
      global.fetch = originalFetch;
    }
  });
});
