import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioTrack } from '@steady/contracts';
import { unlockAudio } from '../../../shared/audio/audio-context';
import { failureOf, loadAudioBuffer, type AudioLoadFailure } from '../engine/audio-buffers';
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
 * Plays the affirmations one by one (in order or shuffled), showing each text as it is spoken, over an
 * optional ambient bed that keeps looping between sentences.
 */
export function useAffirmations(affirmations: readonly AudioTrack[], bed: AudioTrack | null) {
  const [status, setStatus] = useState<AffirmationsStatus>('idle');
  const [failure, setFailure] = useState<AudioLoadFailure | null>(null);
  const [shuffle, setShuffle] = useState(false);
  const [order, setOrder] = useState<readonly number[]>(() => orderFor(affirmations.length, false));
  const [position, setPosition] = useState(0);
  const voice = useRef<LayerPlayer | null>(null);
  const background = useRef<LayerPlayer | null>(null);
  const next = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    if (next.current) clearTimeout(next.current);
    voice.current?.stop(quickFadeSeconds);
    background.current?.stop(quickFadeSeconds);
    releaseAudioFocus(stopRef.current);
    setStatus((current) => (current === 'finished' ? current : 'idle'));
  }, []);
  stopRef.current = stop;

  const speak = useCallback(
    async (playOrder: readonly number[], at: number, runId: number) => {
      const track = affirmations[playOrder[at] ?? -1];
      const context = voice.current?.context;
      if (!track || !context || runId !== run.current) return;
      setPosition(at);
      try {
        const buffer = await loadAudioBuffer(context, track.file);
        if (runId !== run.current) return;
        voice.current?.start([{ id: track.id, buffer, loop: null, volume: 100 }], 0, 0.05, () => {
          if (runId !== run.current) return;
          if (at + 1 >= playOrder.length) {
            background.current?.stop(3);
            setStatus('finished');
            return;
          }
          next.current = setTimeout(() => void speak(playOrder, at + 1, runId), pauseBetweenMs);
        });
      } catch (error) {
        setFailure(failureOf(error));
        setStatus('failed');
      }
    },
    [affirmations],
  );

  const start = useCallback(
    async (from: number, freshOrder: boolean) => {
      stop();
      const runId = run.current;
      setFailure(null);
      setStatus('loading');
      const context = await unlockAudio();
      if (!context) {
        setStatus('blocked');
        return;
      }
      voice.current ??= new LayerPlayer(context);
      voice.current.setMasterVolume(100);
      claimAudioFocus(stopRef.current);
      const playOrder = freshOrder ? orderFor(affirmations.length, shuffle) : order;
      setOrder(playOrder);
      if (bed) {
        try {
          const buffer = await loadAudioBuffer(context, bed.file);
          background.current ??= new LayerPlayer(context);
          background.current.setMasterVolume(bedVolume);
          background.current.start([{ id: bed.id, buffer, loop: bed.loop, volume: 100 }], 0, fadeInSeconds);
        } catch (error) {
          setFailure(failureOf(error));
          setStatus('failed');
          return;
        }
      }
      setStatus('playing');
      await speak(playOrder, from, runId);
    },
    [affirmations.length, bed, order, shuffle, speak, stop],
  );

  useEffect(() => () => stopRef.current(), []);

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
