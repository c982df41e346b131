import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { claimAudioFocus, releaseAudioFocus } from '../engine/audio-focus';
import { failureOf, loadTrack, type AudioLoadFailure } from '../engine/audio-buffers';
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
  type SavedListening,
} from '../machine/saved-listening';
import { useSecondTick, useTimeouts, type Timeouts } from './audio-timers';

type ListeningStatus =
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

interface ListeningPlayerOptions {
  readonly track: AudioTrack;
  /** Where the session is saved (a state, a guide), so each place restores its own. */
  readonly place: string;
  /** Looping tracks play for the chosen length; spoken tracks for their own duration. */
  readonly defaultLengthSeconds: number;
  readonly album: string;
}

const now = () => Date.now();

/** A session saved before a reload comes back paused where it was. */
function restoredSession(saved: SavedListening | null, trackId: string): ListeningSession | null {
  return saved
    ? pauseSession(startSession(trackId, saved.lengthSeconds, now(), saved.playedMs), now())
    : null;
}

/** The time shown: the chosen length before a session starts, and never below zero at its very end. */
function shownRemainingSeconds(session: ListeningSession | null, playing: boolean, lengthSeconds: number) {
  if (!session) return lengthSeconds;
  return Math.ceil(playing && isSessionOver(session, now()) ? 0 : remainingSeconds(session, now()));
}

/** The shown time re-reads the clock each second; the state is saved every 5 s while it plays. */
function useSavedProgress(
  place: string,
  session: RefObject<ListeningSession | null>,
  volume: RefObject<number>,
  playing: boolean,
): () => void {
  const save = useCallback(() => {
    const current = session.current;
    if (!current) return;
    saveListening(place, {
      trackId: current.trackId,
      lengthSeconds: current.lengthSeconds,
      playedMs: Math.round(playedSeconds(current, now()) * 1000),
      volume: volume.current,
      savedAt: now(),
    });
  }, [place, session, volume]);
  useSecondTick(playing);
  useEffect(() => {
    if (!playing) return;
    const saving = setInterval(save, saveIntervalMs);
    return () => clearInterval(saving);
  }, [playing, save]);
  return save;
}

/** The lock screen shows the track and its controls while it plays or waits paused. */
function useLockScreen(status: ListeningStatus, title: string, album: string, controls: LockScreenControls) {
  const { play, pause, stop } = controls;
  const playing = status === 'playing' || status === 'ending';
  useEffect(() => {
    if (status !== 'playing' && status !== 'paused') return;
    showOnMediaSession({ title, album, onPlay: play, onPause: pause, onStop: stop }, playing);
  }, [album, pause, play, playing, status, stop, title]);
}

interface LockScreenControls {
  readonly play: () => void;
  readonly pause: () => void;
  readonly stop: () => void;
}

interface SessionRefs {
  readonly session: RefObject<ListeningSession | null>;
  readonly player: RefObject<LayerPlayer | null>;
}

/** The closing fade and the end are timed from the clock, so a late timer never shortens the fade. */
function scheduleEnd(
  timeouts: Timeouts,
  { session, player }: SessionRefs,
  on: { readonly ending: () => void; readonly end: () => void },
): void {
  timeouts.clear();
  const current = session.current;
  if (!current) return;
  timeouts.set(
    () => {
      const remaining = session.current ? remainingSeconds(session.current, now()) : 0;
      player.current?.fadeOut(Math.min(endFadeSeconds, remaining));
      on.ending();
    },
    secondsUntilEndFade(current, now()) * 1000,
  );
  timeouts.set(on.end, remainingSeconds(current, now()) * 1000);
}

interface SessionStart {
  readonly track: AudioTrack;
  readonly lengthSeconds: number;
  readonly volume: number;
  readonly focusOwner: () => void;
  readonly onEnded: () => void;
}

/** An opening of the file is worth starting with when it plays at least this long from where the session stands. */
const openingLeadSeconds = 1.5;

/**
 * Loads the track and plays it from where the session stands (a new session when there is none), as soon
 * as enough of the file has arrived: the rest takes over as it comes (LayerPlayer.extend).
 * Resolves with why it could not play, or null once it plays.
 */
async function playFromSession(
  refs: SessionRefs,
  start: SessionStart,
): Promise<'blocked' | AudioLoadFailure | null> {
  const { track } = start;
  const context = await unlockAudio();
  if (!context) return 'blocked';
  const player = (refs.player.current ??= new LayerPlayer(context));
  const from = refs.session.current ? playedSeconds(refs.session.current, now()) : 0;
  return new Promise((resolve) => {
    let started = false;
    const begin = (buffer: AudioBuffer, whole: boolean) => {
      player.setMasterVolume(start.volume);
      const resumed = refs.session.current ? resumeSession(refs.session.current, now()) : null;
      const current = resumed ?? startSession(track.id, start.lengthSeconds, now());
      refs.session.current = current;
      claimAudioFocus(start.focusOwner);
      const layer = { id: track.id, buffer, loop: whole ? track.loop : null, volume: 100 };
      // A spoken track ends by itself; a looping one ends when the session's time is up.
      player.start([layer], playedSeconds(current, now()), fadeInSeconds, endOf(track, whole, start));
      started = true;
      resolve(null);
    };
    const arrived = (buffer: AudioBuffer, whole: boolean) => {
      if (!started) {
        if (whole || buffer.duration >= from + openingLeadSeconds) begin(buffer, whole);
        return;
      }
      const current = refs.session.current;
      if (!current) return;
      const played = playedSeconds(current, now());
      player.extend(track.id, buffer, whole ? track.loop : null, played, endOf(track, whole, start));
    };
    // A file that fails after its opening already plays keeps playing that opening.
    loadTrack(context, track, arrived).catch((error: unknown) => {
      if (!started) resolve(failureOf(error));
    });
  });
}

/** Only the whole of a spoken track ends the session when it ends; an opening running out does not. */
const endOf = (track: AudioTrack, whole: boolean, start: SessionStart) =>
  whole && !track.loop ? start.onEnded : undefined;

/** The session, length and volume, read back from the saved state after a reload (the session paused). */
function useListeningSettings(
  place: string,
  trackId: string,
  defaultLengthSeconds: number,
  player: RefObject<LayerPlayer | null>,
) {
  const [initial] = useState(() => readSavedListening(place, trackId, now()));
  const [volume, setVolumeState] = useState(initial?.volume ?? defaultVolume);
  const [lengthSeconds, setLengthSeconds] = useState(initial?.lengthSeconds ?? defaultLengthSeconds);
  const [restored, setRestored] = useState(initial !== null);
  const session = useRef<ListeningSession | null>(restoredSession(initial, trackId));
  const volumeRef = useRef(volume);
  volumeRef.current = volume;
  const setVolume = useCallback(
    (next: number) => {
      setVolumeState(next);
      volumeRef.current = next;
      player.current?.setMasterVolume(next);
    },
    [player],
  );
  return { session, volume, volumeRef, setVolume, lengthSeconds, setLengthSeconds, restored, setRestored };
}

/** At the end and on Stop nothing is left to restore; the end comes by the clock or with a spoken track's end. */
function useSessionEnd(
  refs: SessionRefs,
  timeouts: Timeouts,
  place: string,
  setStatus: (status: ListeningStatus) => void,
) {
  const { session, player } = refs;
  const endSession = useCallback(
    (fadeSeconds: number) => {
      timeouts.clear();
      player.current?.stop(fadeSeconds);
      session.current = null;
      forgetListening(place);
      clearMediaSession();
    },
    [place, player, session, timeouts],
  );
  const finish = useCallback(() => {
    endSession(0.05);
    setStatus('finished');
  }, [endSession, setStatus]);
  const scheduleFinish = useCallback(
    () => scheduleEnd(timeouts, refs, { ending: () => setStatus('ending'), end: finish }),
    [finish, refs, setStatus, timeouts],
  );
  return { endSession, finish, scheduleFinish };
}

/** Leaving the page stops the sound (quickly faded) but keeps the saved session for the way back. */
function useSaveOnLeave(
  refs: SessionRefs,
  timeouts: Timeouts,
  save: () => void,
  stopRef: RefObject<() => void>,
) {
  useEffect(
    () => () => {
      timeouts.clear();
      if (refs.session.current && refs.player.current?.isPlaying) save();
      refs.player.current?.stop(quickFadeSeconds);
      releaseAudioFocus(stopRef.current);
    },
    [refs, save, stopRef, timeouts],
  );
}

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
  const player = useRef<LayerPlayer | null>(null);
  const saved = useListeningSettings(place, track.id, defaultLengthSeconds, player);
  const { session, volumeRef, lengthSeconds, setRestored } = saved;
  const refs = useMemo(() => ({ session, player }), [session]);
  const [status, setStatus] = useState<ListeningStatus>(saved.restored ? 'paused' : 'idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const timeouts = useTimeouts();
  const stopRef = useRef<() => void>(() => undefined);
  const playing = status === 'playing' || status === 'ending';
  const save = useSavedProgress(place, session, volumeRef, playing);
  const { endSession, finish, scheduleFinish } = useSessionEnd(refs, timeouts, place, setStatus);

  const startPlaying = useCallback(async () => {
    setFailure(null);
    setStatus('loading');
    const start = {
      track,
      lengthSeconds,
      volume: volumeRef.current,
      focusOwner: stopRef.current,
      onEnded: finish,
    };
    const problem = await playFromSession(refs, start);
    if (problem === 'blocked') return setStatus('blocked');
    if (problem) {
      setFailure(problem);
      return setStatus('failed');
    }
    setRestored(false);
    setStatus('playing');
    scheduleFinish();
  }, [finish, lengthSeconds, refs, scheduleFinish, setRestored, track, volumeRef]);

  const play = useCallback(() => void startPlaying(), [startPlaying]);

  const pause = useCallback(() => {
    const current = session.current;
    if (!current) return;
    timeouts.clear();
    player.current?.stop(quickFadeSeconds);
    session.current = pauseSession(current, now());
    save();
    setStatus('paused');
  }, [save, session, timeouts]);

  const stop = useCallback(() => {
    endSession(quickFadeSeconds);
    releaseAudioFocus(stopRef.current);
    setRestored(false);
    setStatus('idle');
  }, [endSession, setRestored]);
  stopRef.current = stop;

  useLockScreen(status, track.title, album, { play, pause, stop });

  useSaveOnLeave(refs, timeouts, save, stopRef);

  return {
    status,
    failure,
    remainingSeconds: shownRemainingSeconds(session.current, playing, lengthSeconds),
    lengthSeconds: session.current?.lengthSeconds ?? lengthSeconds,
    volume: saved.volume,
    restored: saved.restored,
    play,
    pause,
    stop,
    setVolume: saved.setVolume,
    setLengthSeconds: saved.setLengthSeconds,
  };
}
