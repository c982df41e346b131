import { act, screen } from '@testing-library/react';
import type { AudioTrack } from '@steady/contracts';
import { flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeAudioFiles, installFakeWebAudio } from '../testing/fake-web-audio';
import { ListeningPlayer } from './ListeningPlayer';

const trackNamed = (name: string): AudioTrack => ({
  id: `mood-${name}`,
  kind: 'mood',
  title: 'Calm for anxious moments',
  file: `/api/audio/files/${name}.0123456789.mp3?expires=1&signature=a`,
  opus: { file: `/api/audio/files/${name}.abcdef0123.opus?expires=1&signature=b`, bytes: 400_000 },
  premium: false,
  locked: false,
  durationSeconds: 60.2,
  loop: { startSeconds: 0.1, endSeconds: 60.1 },
  text: null,
  mood: 'anxiety',
  techniqueId: null,
  bytes: 900_000,
});

async function play(track: AudioTrack) {
  const view = renderWithProviders(<ListeningPlayer track={track} place={track.id} album="Calming audio" />);
  act(() => screen.getByRole('button', { name: 'Play' }).click());
  for (let step = 0; step < 5; step += 1) await flushPromises();
  return view;
}

const pathsFetched = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]: [string]) => new URL(url, 'http://localhost').pathname);

// This page's media elements say they may play Ogg Opus, as a browser without a working decoder can.
describe('a browser that says it plays Opus and then cannot decode it', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'AudioContext');
  });

  it('plays the track from its MP3 instead of showing an error, and later tracks straight from theirs', async () => {
    const audio = installFakeWebAudio({ decodesOpus: false });
    const fetchMock = fakeAudioFiles();
    const first = await play(trackNamed('rain'));
    expect(pathsFetched(fetchMock)).toEqual([
      '/api/audio/files/rain.abcdef0123.opus',
      '/api/audio/files/rain.0123456789.mp3',
    ]);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByText('Audio not available')).not.toBeInTheDocument();
    expect(audio.started).toHaveLength(1);
    first.unmount();

    fetchMock.mockClear();
    await play(trackNamed('waves'));
    expect(pathsFetched(fetchMock)).toEqual(['/api/audio/files/waves.0123456789.mp3']);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});
