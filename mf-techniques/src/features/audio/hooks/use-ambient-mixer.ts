import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { AudioLoadError, loadAudioBuffer, type AudioLoadFailure } from '../engine/audio-buffers';
import { claimAudioFocus, releaseAudioFocus } from '../engine/audio-focus';
import { LayerPlayer, type AudioLayer } from '../engine/layer-player';
import { clearMediaSession, showOnMediaSession } from '../engine/media-session';
import {
  endFadeSeconds,
  fadeInSeconds,
  quickFadeSeconds,
  remainingSeconds,
  startSession,
  type ListeningSession,
} from '../machine/listening-session';
import { addSound, defaultSoundVolume, removeSound, setSoundVolume, type Mix } from '../machine/mixer-rules';

export type MixerStatus = 'idle' | 'loading' | 'blocked' | 'playing' | 'ending' | 'failed';

export interface AmbientMixer {
  readonly mix: Mix;
  readonly status: MixerStatus;
  readonly failure: AudioLoadFailure | null;
  /** Set when a fourth sound was refused; cleared by the next change. */
  readonly refusedFull: boolean;
  readonly sleepMinutes: number | null;
  /** Seconds until the sleep timer stops the mix; null without a timer or when stopped. */
  readonly stopsInSeconds: number | null;
  readonly toggleSound: (trackId: string) => void;
  readonly setVolume: (trackId: string, volume: number) => void;
  readonly replaceMix: (mix: Mix) => void;
  readonly setSleepMinutes: (minutes: number | null) => void;
  readonly play: () => void;
  readonly stop: () => void;
}

const now = () => Date.now();

/**
 * The ambient mixer: up to three looping sounds, each at its own volume, changed live while they play, with
 * an optional sleep timer that fades the mix out. Sounds load only when the user presses Play.
 */
export function useAmbientMixer(tracks: readonly AudioTrack[], title: string): AmbientMixer {
  const [mix, setMix] = useState<Mix>([]);
  const [status, setStatus] = useState<MixerStatus>('idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const [refusedFull, setRefusedFull] = useState(false);
  const [sleepMinutes, setSleepMinutesState] = useState<number | null>(null);
  const [, setTick] = useState(0);
  const player = useRef<LayerPlayer | null>(null);
  const sleepSession = useRef<ListeningSession | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const mixRef = useRef(mix);
  mixRef.current = mix;
  const stopRef = useRef<() => void>(() => undefined);
  const sleepMinutesRef = useRef(sleepMinutes);
  sleepMinutesRef.current = sleepMinutes;

  const trackOf = useCallback((trackId: string) => tracks.find((track) => track.id === trackId), [tracks]);

  const layerOf = useCallback(
    async (context: AudioContext, trackId: string, volume: number): Promise<AudioLayer> => {
      const track = trackOf(trackId);
      if (!track) throw new AudioLoadError('notFound');
      return { id: trackId, buffer: await loadAudioBuffer(context, track.file), loop: track.loop, volume };
    },
    [trackOf],
  );

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const stop = useCallback(() => {
    clearTimers();
    player.current?.stop(quickFadeSeconds);
    sleepSession.current = null;
    clearMediaSession();
    releaseAudioFocus(stopRef.current);
    setStatus('idle');
  }, []);
  stopRef.current = stop;

  const scheduleSleep = useCallback((minutes: number | null) => {
    clearTimers();
    sleepSession.current = minutes === null ? null : startSession('mix', minutes * 60, now());
    if (minutes === null) return;
    const totalMs = minutes * 60_000;
    timers.current.push(
      setTimeout(
        () => {
          player.current?.fadeOut(endFadeSeconds);
          setStatus('ending');
        },
        totalMs - endFadeSeconds * 1000,
      ),
      setTimeout(() => stopRef.current(), totalMs),
    );
  }, []);

  const fail = (error: unknown) => {
    setFailure(error instanceof AudioLoadError ? error.failure : 'loadFailed');
    setStatus('failed');
  };

  const startMix = useCallback(
    async (next: Mix) => {
      if (next.length === 0) return;
      setFailure(null);
      setStatus('loading');
      const context = await unlockAudio();
      if (!context) {
        setStatus('blocked');
        return;
      }
      try {
        const layers = await Promise.all(next.map((sound) => layerOf(context, sound.trackId, sound.volume)));
        player.current ??= new LayerPlayer(context);
        player.current.setMasterVolume(100);
        player.current.stop(0.01);
        claimAudioFocus(stopRef.current);
        // Each sound starts at a different point of its loop, so two plays of one mix never sound identical.
        player.current.start(layers, Math.random() * 30, fadeInSeconds);
        setStatus('playing');
        showOnMediaSession(
          {
            title,
            album: 'Steady',
            onPlay: () => void startMix(mixRef.current),
            onPause: stopRef.current,
            onStop: stopRef.current,
          },
          true,
        );
        scheduleSleep(sleepMinutesRef.current);
      } catch (error) {
        fail(error);
      }
    },
    [layerOf, scheduleSleep, title],
  );
  const playing = status === 'playing' || status === 'ending';

  const toggleSound = useCallback(
    (trackId: string) => {
      const current = mixRef.current;
      if (current.some((sound) => sound.trackId === trackId)) {
        setRefusedFull(false);
        setMix(removeSound(current, trackId));
        player.current?.remove(trackId, quickFadeSeconds);
        return;
      }
      const result = addSound(current, trackId);
      if (!result.added) {
        setRefusedFull(true);
        return;
      }
      setRefusedFull(false);
      setMix(result.mix);
      const running = playing ? player.current : null;
      if (!running) return;
      const added = result.mix.find((sound) => sound.trackId === trackId);
      layerOf(running.context, trackId, added?.volume ?? defaultSoundVolume)
        .then((layer) => running.add(layer, Math.random() * 30, fadeInSeconds))
        .catch(fail);
    },
    [layerOf, playing],
  );

  const setVolume = useCallback((trackId: string, volume: number) => {
    setMix((current) => setSoundVolume(current, trackId, volume));
    player.current?.setLayerVolume(trackId, volume);
  }, []);

  const replaceMix = useCallback(
    (next: Mix) => {
      setRefusedFull(false);
      setMix(next);
      if (playing) void startMix(next);
    },
    [playing, startMix],
  );

  const setSleepMinutes = useCallback(
    (minutes: number | null) => {
      setSleepMinutesState(minutes);
      sleepMinutesRef.current = minutes;
      if (playing) {
        player.current?.setMasterVolume(100);
        setStatus('playing');
        scheduleSleep(minutes);
      }
    },
    [playing, scheduleSleep],
  );

  useEffect(() => {
    if (!playing || sleepSession.current === null) return;
    const tick = setInterval(() => setTick((count) => count + 1), 1000);
    return () => clearInterval(tick);
  }, [playing, sleepMinutes]);

  useEffect(
    () => () => {
      clearTimers();
      player.current?.stop(quickFadeSeconds);
      releaseAudioFocus(stopRef.current);
    },
    [],
  );

  return {
    mix,
    status,
    failure,
    refusedFull,
    sleepMinutes,
    stopsInSeconds: playing && sleepSession.current ? remainingSeconds(sleepSession.current, now()) : null,
    toggleSound,
    setVolume,
    replaceMix,
    setSleepMinutes,
    play: () => void startMix(mixRef.current),
    stop,
  };
}
