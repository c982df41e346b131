import { act, screen } from '@testing-library/react';
import type { AudioTrack } from '@steady/contracts';
import { advanceTime, flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeArrivingAudioFile, fakeAudioFiles, installFakeWebAudio } from '../testing/fake-web-audio';
import { ListeningPlayer } from './ListeningPlayer';

let moodTrack: AudioTrack;
let fileNumber = 0;
// The player decodes each file once per page, so every test plays a file of its own.
const moodTrackWithNewFile = (): AudioTrack => ({
  id: 'mood-anxiety-test',
  kind: 'mood',
  title: 'Calm for anxious moments',
  file: `/api/audio/files/mood-anxiety.${(fileNumber += 1)}.mp3`,
  // jsdom plays no Opus: the player takes the MP3.
  opus: { file: `/api/audio/files/mood-anxiety.${fileNumber}.opus`, bytes: 400_000 },
  premium: false,
  locked: false,
  durationSeconds: 60.2,
  loop: { startSeconds: 0.1, endSeconds: 60.1 },
  text: null,
  mood: 'anxiety',
  techniqueId: null,
  bytes: 900_000,
});

const savedKey = 'steady.audio.mood-anxiety';

function renderPlayer() {
  return renderWithProviders(
    <ListeningPlayer track={moodTrack} place="mood-anxiety" album="Calming audio" />,
  );
}

async function pressPlay(name = 'Play') {
  act(() => screen.getByRole('button', { name }).click());
  await flushPromises();
  await flushPromises();
  await flushPromises();
}

describe('the calming audio player', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    moodTrack = moodTrackWithNewFile();
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'AudioContext');
  });

  it('offers a 10-minute session at volume 50 by default and fades the sound in when it starts', async () => {
    const audio = installFakeWebAudio();
    fakeAudioFiles();
    renderPlayer();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00 left');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('50');
    await pressPlay();
    expect(audio.started).toEqual([{ offset: 0, loop: true, seconds: 60 }]);
    expect(audio.ramps).toContainEqual({ target: 0.25, at: 3 });
    advanceTime(90_000);
    expect(screen.getByRole('timer')).toHaveTextContent('08:30 left');
  });

  it('starts the sound on the opening of the file while the rest arrives, then loops the whole file on from the same place', async () => {
    const audio = installFakeWebAudio({ bytesPerSecond: 14_000 });
    const file = fakeArrivingAudioFile(843_000);
    renderPlayer();
    await pressPlay();
    // An MP3's first 16 KB (1.2 s at 112 kbps) is too short to start on…
    file.send(20_000);
    await flushPromises();
    expect(audio.started).toEqual([]);

    // …all that has arrived once that has doubled starts it.
    file.send(20_000);
    await flushPromises();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(audio.started).toEqual([{ offset: 0, loop: false, seconds: 40_000 / 14_000 }]);

    file.send(803_000);
    file.end();
    await flushPromises();
    await flushPromises();
    // The handover is scheduled 0.1 s ahead, where the opening then stands.
    expect(audio.started.at(-1)).toEqual({ offset: 0.1, loop: true, seconds: 843_000 / 14_000 });
  });

  it('starts an Opus loop on its first 16 KB, 2.7 s of sound at 48 kbps', async () => {
    const audio = installFakeWebAudio({ bytesPerSecond: 6_000 });
    const file = fakeArrivingAudioFile(320_000);
    renderPlayer();
    await pressPlay();
    file.send(20_000);
    await flushPromises();
    expect(audio.started).toEqual([{ offset: 0, loop: false, seconds: (16 * 1024) / 6_000 }]);
  });

  it('saves its place every 5 seconds and offers it back after a reload', async () => {
    installFakeWebAudio();
    fakeAudioFiles();
    const first = renderPlayer();
    await pressPlay();
    advanceTime(4_900);
    expect(localStorage.getItem(savedKey)).toBeNull();
    advanceTime(100);
    expect(JSON.parse(localStorage.getItem(savedKey) ?? '{}')).toMatchObject({
      trackId: moodTrack.id,
      lengthSeconds: 600,
      playedMs: 5_000,
      volume: 50,
    });
    advanceTime(5_000);
    first.unmount();

    const audio = installFakeWebAudio();
    renderPlayer();
    expect(screen.getByText('Welcome back. You can continue where you stopped.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('09:50 left');
    await pressPlay('Continue');
    expect(audio.started[0]?.offset).toBeCloseTo(10);
  });

  it('fades out over the last 8 seconds and ends the session at 600 s', async () => {
    const audio = installFakeWebAudio();
    fakeAudioFiles();
    renderPlayer();
    await pressPlay();
    advanceTime(592_000);
    expect(screen.getByText('Fading out gently…')).toBeInTheDocument();
    expect(audio.ramps.at(-1)).toEqual({ target: 0, at: 8 });
    advanceTime(8_000);
    expect(
      screen.getByText('The sound has faded out. Take a breath before you move on.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(savedKey)).toBeNull();
  });

  it('keeps the time left exactly across a pause', async () => {
    installFakeWebAudio();
    fakeAudioFiles();
    renderPlayer();
    await pressPlay();
    advanceTime(30_000);
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    advanceTime(120_000);
    expect(screen.getByRole('timer')).toHaveTextContent('09:30 left');
  });

  it('offers "Tap to play" when the browser holds the sound back', async () => {
    installFakeWebAudio({ contextState: 'suspended' });
    fakeAudioFiles();
    renderPlayer();
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    await flushPromises();
    advanceTime(500);
    await flushPromises();
    expect(screen.getByRole('button', { name: 'Tap to play' })).toBeInTheDocument();
  });

  it.each([
    [404, 'audio/mpeg', 'This audio file was not found.'],
    [500, 'audio/mpeg', 'The audio server answered with an error. Please try again in a moment.'],
    [200, 'text/html', 'The audio arrived in a format this browser cannot play.'],
  ])('says what went wrong when the file answers %i %s', async (status, contentType, message) => {
    installFakeWebAudio();
    fakeAudioFiles(status, contentType);
    renderPlayer();
    await pressPlay();
    expect(screen.getByText('Audio not available')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
