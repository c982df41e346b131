import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { claimAudioFocus, releaseAudioFocus } from '../engine/audio-focus';
import { AudioLoadError, loadAudioBuffer, type AudioLoadFailure } from '../engine/audio-buffers';
import { LayerPlayer } from '../engine/layer-player';
import { clearMediaSession, showOnMediaSession } from '../engine/media-session';
import {
  defaultVolume,
  endFadeSeconds,
  fadeInSeconds,
  isSessionOver,
  pauseSession,
  playedSeconds,
  quickFadeSeconds,
  remainingSeconds,
  resumeSession,
  secondsUntilEndFade,
  startSession,
  type ListeningSession,
} from '../machine/listening-session';
import {
  forgetListening,
  readSavedListening,
  saveIntervalMs,
  saveListening,
} from '../machine/saved-listening';

export type ListeningStatus =
  'idle' | 'loading' | 'blocked' | 'playing' | 'ending' | 'paused' | 'finished' | 'failed';

export interface ListeningPlayer {
  readonly status: ListeningStatus;
  readonly failure: AudioLoadFailure | null;
  readonly remainingSeconds: number;
  readonly lengthSeconds: number;
  readonly volume: number;
  /** True when this session was restored after a reload and waits for the user to continue. */
  readonly restored: boolean;
  readonly play: () => void;
  readonly pause: () => void;
  readonly stop: () => void;
  readonly setVolume: (volume: number) => void;
  readonly setLengthSeconds: (seconds: number) => void;
}

export interface ListeningPlayerOptions {
  readonly track: AudioTrack;
  /** Where the session is saved (a state, a guide), so each place restores its own. */
  readonly place: string;
  /** Looping tracks play for the chosen length; spoken tracks for their own duration. */
  readonly defaultLengthSeconds: number;
  readonly album: string;
}

const now = () => Date.now();

/**
 * The audio therapy player (spec §9): a session of a chosen length with fades, pause, resume and stop,
 * the time left computed from timestamps, the state saved every 5 s and offered back after a reload.
 */
export function useListeningPlayer({
  track,
  place,
  defaultLengthSeconds,
  album,
}: ListeningPlayerOptions): ListeningPlayer {
  const [initial] = useState(() => readSavedListening(place, track.id, now()));
  const [status, setStatus] = useState<ListeningStatus>(initial ? 'paused' : 'idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const [volume, setVolumeState] = useState(initial?.volume ?? defaultVolume);
  const [lengthSeconds, setLengthState] = useState(initial?.lengthSeconds ?? defaultLengthSeconds);
  const [restored, setRestored] = useState(initial !== null);
  const [, setTick] = useState(0);
  const session = useRef<ListeningSession | null>(
    initial
      ? pauseSession(startSession(track.id, initial.lengthSeconds, now(), initial.playedMs), now())
      : null,
  );
  const player = useRef<LayerPlayer | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const volumeRef = useRef(volume);
  volumeRef.current = volume;

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const save = useCallback(() => {
    const current = session.current;
    if (!current) return;
    saveListening(place, {
      trackId: current.trackId,
      lengthSeconds: current.lengthSeconds,
      playedMs: Math.round(playedSeconds(current, now()) * 1000),
      volume: volumeRef.current,
      savedAt: now(),
    });
  }, [place]);

  const finish = useCallback(() => {
    clearTimers();
    player.current?.stop(0.05);
    session.current = null;
    forgetListening(place);
    clearMediaSession();
    setStatus('finished');
  }, [place]);

  const stopRef = useRef<() => void>(() => undefined);

  /** The closing fade and the end are timed from the clock, so a late timer never shortens the fade. */
  const scheduleEnd = useCallback(() => {
    clearTimers();
    const current = session.current;
    if (!current) return;
    const fadeAfterMs = secondsUntilEndFade(current, now()) * 1000;
    timers.current.push(
      setTimeout(() => {
        const remaining = session.current ? remainingSeconds(session.current, now()) : 0;
        player.current?.fadeOut(Math.min(endFadeSeconds, remaining));
        setStatus('ending');
      }, fadeAfterMs),
      setTimeout(finish, remainingSeconds(current, now()) * 1000),
    );
  }, [finish]);

  const startPlaying = useCallback(async () => {
    setFailure(null);
    setStatus('loading');
    const context = await unlockAudio();
    if (!context) {
      setStatus('blocked');
      return;
    }
    let buffer: AudioBuffer;
    try {
      buffer = await loadAudioBuffer(context, track.file);
    } catch (error) {
      setFailure(error instanceof AudioLoadError ? error.failure : 'loadFailed');
      setStatus('failed');
      return;
    }
    player.current ??= new LayerPlayer(context);
    player.current.setMasterVolume(volumeRef.current);
    const resumed = session.current ? resumeSession(session.current, now()) : null;
    const current = resumed ?? startSession(track.id, lengthSeconds, now());
    session.current = current;
    claimAudioFocus(stopRef.current);
    player.current.start(
      [{ id: track.id, buffer, loop: track.loop, volume: 100 }],
      playedSeconds(current, now()),
      fadeInSeconds,
      track.loop ? undefined : finish,
    );
    setRestored(false);
    setStatus('playing');
    scheduleEnd();
  }, [finish, lengthSeconds, scheduleEnd, track]);

  const play = useCallback(() => {
    void startPlaying();
  }, [startPlaying]);

  const pause = useCallback(() => {
    const current = session.current;
    if (!current) return;
    clearTimers();
    player.current?.stop(quickFadeSeconds);
    session.current = pauseSession(current, now());
    save();
    setStatus('paused');
  }, [save]);

  const stop = useCallback(() => {
    clearTimers();
    player.current?.stop(quickFadeSeconds);
    session.current = null;
    forgetListening(place);
    clearMediaSession();
    releaseAudioFocus(stopRef.current);
    setRestored(false);
    setStatus('idle');
  }, [place]);
  stopRef.current = stop;

  const setVolume = useCallback((next: number) => {
    setVolumeState(next);
    volumeRef.current = next;
    player.current?.setMasterVolume(next);
  }, []);

  const playing = status === 'playing' || status === 'ending';

  // The shown time re-reads the clock each second; the state is saved every 5 s while it plays.
  useEffect(() => {
    if (!playing) return;
    const tick = setInterval(() => setTick((count) => count + 1), 1000);
    const saving = setInterval(save, saveIntervalMs);
    return () => {
      clearInterval(tick);
      clearInterval(saving);
    };
  }, [playing, save]);

  useEffect(() => {
    if (status !== 'playing' && status !== 'paused') return;
    showOnMediaSession({ title: track.title, album, onPlay: play, onPause: pause, onStop: stop }, playing);
  }, [album, pause, play, playing, status, stop, track.title]);

  // Leaving the page stops the sound (quickly faded) but keeps the saved session for the way back.
  useEffect(
    () => () => {
      clearTimers();
      if (session.current && player.current?.isPlaying) save();
      player.current?.stop(quickFadeSeconds);
      releaseAudioFocus(stopRef.current);
    },
    [save],
  );

  const current = session.current;
  const over = current !== null && playing && isSessionOver(current, now());
  return {
    status,
    failure,
    remainingSeconds: current ? Math.ceil(over ? 0 : remainingSeconds(current, now())) : lengthSeconds,
    lengthSeconds: current?.lengthSeconds ?? lengthSeconds,
    volume,
    restored,
    play,
    pause,
    stop,
    setVolume,
    setLengthSeconds: setLengthState,
  };
}
