import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { failureOf, loadTrack, type AudioLoadFailure } from '../engine/audio-buffers';
import { claimAudioFocus, releaseAudioFocus } from '../engine/audio-focus';
import { LayerPlayer } from '../engine/layer-player';
import { fadeInSeconds, quickFadeSeconds } from '../machine/listening-session';
import { shuffledOrder } from '../machine/shuffled-order';

type AffirmationsStatus = 'idle' | 'loading' | 'blocked' | 'playing' | 'finished' | 'failed';

/** A quiet pause between two sentences, so each one can land. */
const pauseBetweenMs = 2500;
/** The ambient bed sits well under the voice. */
const bedVolume = 25;

function orderFor(count: number, shuffle: boolean): readonly number[] {
  return shuffle ? shuffledOrder(count, Math.random) : Array.from({ length: count }, (_, index) => index);
}

/**
 * What one playback holds between renders: the voice and bed players, the pause before the next sentence,
 * the run number that lets a newer start (or a stop) silence whatever an older run still has pending, and
 * the current stop (the one that holds the audio focus).
 */
interface Players {
  voice: LayerPlayer | null;
  background: LayerPlayer | null;
  next: ReturnType<typeof setTimeout> | null;
  run: number;
  stop: () => void;
}

/** The player's status and failure, its players, and stopping it (also when the component goes). */
function usePlayback() {
  const [status, setStatus] = useState<AffirmationsStatus>('idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const players = useRef<Players>({
    voice: null,
    background: null,
    next: null,
    run: 0,
    stop: () => undefined,
  }).current;

  const stop = useCallback(() => {
    players.run += 1;
    if (players.next) clearTimeout(players.next);
    players.voice?.stop(quickFadeSeconds);
    players.background?.stop(quickFadeSeconds);
    releaseAudioFocus(players.stop);
    setStatus((current) => (current === 'finished' ? current : 'idle'));
  }, [players]);
  players.stop = stop;

  const fail = useCallback((error: unknown) => {
    setFailure(failureOf(error));
    setStatus('failed');
  }, []);

  useEffect(() => () => players.stop(), [players]);

  return { status, setStatus, failure, setFailure, fail, players, stop };
}

/** Starts the ambient bed under the voice; throws when its file cannot be loaded. */
async function startBed(players: Players, context: AudioContext, bed: AudioTrack) {
  const buffer = await loadTrack(context, bed);
  players.background ??= new LayerPlayer(context);
  players.background.setMasterVolume(bedVolume);
  players.background.start([{ id: bed.id, buffer, loop: bed.loop, volume: 100 }], 0, fadeInSeconds);
}

/**
 * Plays the affirmations one by one (in order or shuffled), showing each text as it is spoken, over an
 * optional ambient bed that keeps looping between sentences.
 */
export function useAffirmations(affirmations: readonly AudioTrack[], bed: AudioTrack | null) {
  const [shuffle, setShuffle] = useState(false);
  const [order, setOrder] = useState<readonly number[]>(() => orderFor(affirmations.length, false));
  const [position, setPosition] = useState(0);
  const { status, setStatus, failure, setFailure, fail, players, stop } = usePlayback();

  const speak = useCallback(
    async (playOrder: readonly number[], at: number, runId: number) => {
      const track = affirmations[playOrder[at] ?? -1];
      const context = players.voice?.context;
      if (!track || !context || runId !== players.run) return;
      setPosition(at);
      try {
        const buffer = await loadTrack(context, track);
        if (runId !== players.run) return;
        players.voice?.start([{ id: track.id, buffer, loop: null, volume: 100 }], 0, 0.05, () => {
          if (runId !== players.run) return;
          if (at + 1 >= playOrder.length) {
            players.background?.stop(3);
            setStatus('finished');
            return;
          }
          players.next = setTimeout(() => void speak(playOrder, at + 1, runId), pauseBetweenMs);
        });
      } catch (error) {
        fail(error);
      }
    },
    [affirmations, fail, players, setStatus],
  );

  const start = useCallback(
    async (from: number, freshOrder: boolean) => {
      stop();
      const runId = players.run;
      setFailure(null);
      setStatus('loading');
      const context = await unlockAudio();
      if (!context) {
        setStatus('blocked');
        return;
      }
      players.voice ??= new LayerPlayer(context);
      players.voice.setMasterVolume(100);
      claimAudioFocus(players.stop);
      const playOrder = freshOrder ? orderFor(affirmations.length, shuffle) : order;
      setOrder(playOrder);
      try {
        if (bed) await startBed(players, context, bed);
      } catch (error) {
        fail(error);
        return;
      }
      setStatus('playing');
      await speak(playOrder, from, runId);
    },
    [affirmations.length, bed, fail, order, players, setFailure, setStatus, shuffle, speak, stop],
  );

  const current = affirmations[order[position] ?? 0] ?? null;
  return {
    status,
    failure,
    shuffle,
    setShuffle: (next: boolean) => {
      stop();
      setShuffle(next);
      setOrder(orderFor(affirmations.length, next));
      setPosition(0);
    },
    current,
    position,
    total: affirmations.length,
    play: () => void (status === 'finished' ? start(0, true) : start(position, false)),
    skipTo: (at: number) => void start(Math.max(0, Math.min(affirmations.length - 1, at)), false),
    stop,
  };
}
