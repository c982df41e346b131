import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { AudioLoadError, failureOf, loadTrack, type AudioLoadFailure } from '../engine/audio-buffers';
import { claimAudioFocus, releaseAudioFocus } from '../engine/audio-focus';
import { LayerPlayer, type AudioLayer } from '../engine/layer-player';
import { clearMediaSession, showOnMediaSession } from '../engine/media-session';
import { endFadeSeconds, fadeInSeconds, quickFadeSeconds } from '../machine/listening-session';
import type { Mix } from '../machine/mixer-rules';
import { useSleepTimer } from './use-sleep-timer';

export type MixerStatus = 'idle' | 'loading' | 'blocked' | 'playing' | 'ending' | 'failed';

/** What the lock screen's Play starts: the mix and sleep timer as they are when it is pressed. */
interface MixSettings {
  readonly mix: Mix;
  readonly sleepMinutes: number | null;
}

interface MixPlayer {
  readonly status: MixerStatus;
  readonly failure: AudioLoadFailure | null;
  readonly playing: boolean;
  readonly stopsInSeconds: number | null;
  readonly start: (settings: MixSettings) => Promise<void>;
  readonly stop: () => void;
  /** While the mix plays, a new sleep timer starts from now at full volume (even during the closing fade). */
  readonly restartSleep: (minutes: number | null) => void;
  /** Changes to the sounds are heard at once while the mix plays. */
  readonly addLayer: (trackId: string, volume: number) => void;
  readonly removeLayer: (trackId: string) => void;
  readonly setLayerVolume: (trackId: string, volume: number) => void;
}

function useTrackLayers(tracks: readonly AudioTrack[]) {
  return useCallback(
    async (context: AudioContext, trackId: string, volume: number): Promise<AudioLayer> => {
      const track = tracks.find((candidate) => candidate.id === trackId);
      if (!track) throw new AudioLoadError('notFound');
      return {
        id: trackId,
        buffer: await loadTrack(context, track),
        loop: track.loop,
        volume,
      };
    },
    [tracks],
  );
}

/** A random point of each loop, so two plays of one mix never sound identical. */
const randomStartSeconds = () => Math.random() * 30;

/** Starts the layers afresh on the player, taking the audio focus from any other sound. */
function startLayers(player: LayerPlayer, layers: readonly AudioLayer[], focusOwner: () => void): void {
  player.setMasterVolume(100);
  player.stop(0.01);
  claimAudioFocus(focusOwner);
  player.start(layers, randomStartSeconds(), fadeInSeconds);
}

/** Leaving the page fades the mix out quickly and gives the audio focus back. */
function useQuietOnLeave(player: RefObject<LayerPlayer | null>, stopRef: RefObject<() => void>): void {
  useEffect(
    () => () => {
      player.current?.stop(quickFadeSeconds);
      releaseAudioFocus(stopRef.current);
    },
    [player, stopRef],
  );
}

/** Plays the mix's looping layers through one player, with the audio focus, a sleep timer and the lock screen. */
export function useMixPlayer(
  tracks: readonly AudioTrack[],
  title: string,
  current: () => MixSettings,
): MixPlayer {
  const [status, setStatus] = useState<MixerStatus>('idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const player = useRef<LayerPlayer | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const layerOf = useTrackLayers(tracks);
  const playing = status === 'playing' || status === 'ending';
  const fadeOut = () => {
    player.current?.fadeOut(endFadeSeconds);
    setStatus('ending');
  };
  const sleep = useSleepTimer(playing, { fadeOut, end: () => stopRef.current() });
  const { cancel: cancelSleep, schedule: scheduleSleep } = sleep;
  const fail = (error: unknown) => {
    setFailure(failureOf(error));
    setStatus('failed');
  };

  const stop = useCallback(() => {
    cancelSleep();
    player.current?.stop(quickFadeSeconds);
    clearMediaSession();
    releaseAudioFocus(stopRef.current);
    setStatus('idle');
  }, [cancelSleep]);
  stopRef.current = stop;

  const start = useCallback(
    async ({ mix, sleepMinutes }: MixSettings) => {
      if (mix.length === 0) return;
      setFailure(null);
      setStatus('loading');
      const context = await unlockAudio();
      if (!context) return setStatus('blocked');
      try {
        const layers = await Promise.all(mix.map((sound) => layerOf(context, sound.trackId, sound.volume)));
        player.current ??= new LayerPlayer(context);
        startLayers(player.current, layers, stopRef.current);
        setStatus('playing');
        const lockScreen = { title, album: 'Steady', onPause: stopRef.current, onStop: stopRef.current };
        showOnMediaSession({ ...lockScreen, onPlay: () => void start(current()) }, true);
        scheduleSleep(sleepMinutes);
      } catch (error) {
        fail(error);
      }
    },
    [current, layerOf, scheduleSleep, title],
  );

  useQuietOnLeave(player, stopRef);

  const running = playing ? player.current : null;
  return {
    status,
    failure,
    playing,
    stopsInSeconds: sleep.stopsInSeconds,
    start,
    stop,
    restartSleep: (minutes) => {
      if (!running) return;
      running.setMasterVolume(100);
      setStatus('playing');
      scheduleSleep(minutes);
    },
    addLayer: (trackId, volume) => {
      if (!running) return;
      layerOf(running.context, trackId, volume)
        .then((layer) => running.add(layer, randomStartSeconds(), fadeInSeconds))
        .catch(fail);
    },
    removeLayer: (trackId) => player.current?.remove(trackId, quickFadeSeconds),
    setLayerVolume: (trackId, volume) => player.current?.setLayerVolume(trackId, volume),
  };
}
