import type { AudioLoop } from '@steady/contracts';
import { positionInTrack } from '../machine/track-position';
import { fadeTo, gainForVolume } from './fades';

/** One sound of what is playing: a mood track, one of the mixer's three, an affirmation, its ambient bed. */
export interface AudioLayer {
  readonly id: string;
  readonly buffer: AudioBuffer;
  readonly loop: AudioLoop | null;
  readonly volume: number;
}

interface PlayingLayer {
  readonly layer: AudioLayer;
  readonly source: AudioBufferSourceNode;
  readonly gain: GainNode;
  /** When (context time) the source started, and where in the file: what it plays at any moment follows. */
  readonly startedAt: number;
  readonly offset: number;
}

/** Far enough ahead that a busy main thread still schedules a handover before it is due. */
const handoverLeadSeconds = 0.1;
/**
 * Both buffers hold the same samples there, so the equal-gain crossfade sums to the sound itself; it
 * only hides a sub-sample misalignment of the two starts.
 */
const handoverSeconds = 0.03;

/**
 * Plays a set of layers through one master gain that fades in, out and follows the volume slider. Looping
 * layers repeat their seamless window (AudioBufferSourceNode's loop points), so no seam is ever heard.
 */
export class LayerPlayer {
  private readonly master: GainNode;
  private readonly playing = new Map<string, PlayingLayer>();
  private masterVolume = 50;

  constructor(readonly context: AudioContext) {
    this.master = context.createGain();
    this.master.gain.value = 0;
    this.master.connect(context.destination);
  }

  /** Starts each layer `playedSeconds` into its track and swells the whole to the master volume. */
  start(
    layers: readonly AudioLayer[],
    playedSeconds: number,
    fadeSeconds: number,
    onEnded?: () => void,
  ): void {
    const now = this.context.currentTime;
    for (const layer of layers) this.startLayer(layer, playedSeconds, now, onEnded);
    fadeTo(this.master.gain, gainForVolume(this.masterVolume), fadeSeconds, now);
  }

  /** Adds one layer to what is already playing (the mixer), fading only that layer in. */
  add(layer: AudioLayer, playedSeconds: number, fadeSeconds: number): void {
    const now = this.context.currentTime;
    const started = this.startLayer(layer, playedSeconds, now);
    started.gain.gain.value = 0;
    fadeTo(started.gain.gain, gainForVolume(layer.volume), fadeSeconds, now);
  }

  /** Fades one layer out and lets it go. */
  remove(layerId: string, fadeSeconds: number): void {
    const layer = this.playing.get(layerId);
    if (!layer) return;
    this.playing.delete(layerId);
    const now = this.context.currentTime;
    fadeTo(layer.gain.gain, 0, fadeSeconds, now);
    layer.source.onended = null;
    layer.source.stop(now + fadeSeconds + 0.05);
  }

  /**
   * Moves a playing layer onto a longer decoding of its file (an opening, then the whole with its loop
   * points), at the same place in the sound: a short crossfade between identical samples, no seam. A
   * layer that ran out of its opening before this arrived starts again where the session stands. Only
   * the whole file's end is the track's end (`onEnded`).
   */
  extend(
    layerId: string,
    buffer: AudioBuffer,
    loop: AudioLoop | null,
    playedSeconds: number,
    onEnded?: () => void,
  ): void {
    const playing = this.playing.get(layerId);
    // A stale handover (from a load that began before a pause) never trades the whole for less.
    if (!playing || playing.layer.buffer === buffer || buffer.length < playing.layer.buffer.length) return;
    const at = this.context.currentTime + handoverLeadSeconds;
    const position = playing.offset + (at - playing.startedAt);
    const layer = { ...playing.layer, buffer, loop };
    if (position >= playing.layer.buffer.duration) {
      this.startLayer(layer, playedSeconds, this.context.currentTime, onEnded);
      return;
    }
    const volume = playing.gain.gain.value;
    playing.gain.gain.setValueAtTime(volume, at);
    playing.gain.gain.linearRampToValueAtTime(0, at + handoverSeconds);
    playing.source.onended = null;
    playing.source.stop(at + handoverSeconds);
    const next = this.createLayerSource(layer, at, position, onEnded && !loop ? onEnded : null);
    next.gain.gain.value = 0;
    next.gain.gain.setValueAtTime(0, at);
    next.gain.gain.linearRampToValueAtTime(volume, at + handoverSeconds);
  }

  setLayerVolume(layerId: string, volume: number): void {
    const layer = this.playing.get(layerId);
    if (layer) fadeTo(layer.gain.gain, gainForVolume(volume), 0.15, this.context.currentTime);
  }

  setMasterVolume(volume: number): void {
    this.masterVolume = volume;
    if (this.playing.size > 0)
      fadeTo(this.master.gain, gainForVolume(volume), 0.15, this.context.currentTime);
  }

  /** Fades everything to silence over `fadeSeconds`, then stops the sources. */
  stop(fadeSeconds: number): void {
    const now = this.context.currentTime;
    fadeTo(this.master.gain, 0, fadeSeconds, now);
    for (const layer of this.playing.values()) {
      layer.source.onended = null;
      layer.source.stop(now + fadeSeconds + 0.05);
    }
    this.playing.clear();
  }

  /** Starts the closing fade now, ending exactly `fadeSeconds` later, without stopping the sources yet. */
  fadeOut(fadeSeconds: number): void {
    fadeTo(this.master.gain, 0, fadeSeconds, this.context.currentTime);
  }

  get isPlaying(): boolean {
    return this.playing.size > 0;
  }

  private startLayer(
    layer: AudioLayer,
    playedSeconds: number,
    now: number,
    onEnded?: () => void,
  ): PlayingLayer {
    this.playing.get(layer.id)?.source.stop();
    const offset = positionInTrack(playedSeconds, layer.buffer.duration, layer.loop);
    return this.createLayerSource(layer, now, offset, onEnded && !layer.loop ? onEnded : null);
  }

  private createLayerSource(
    layer: AudioLayer,
    at: number,
    offset: number,
    onEnded: (() => void) | null,
  ): PlayingLayer {
    const source = this.context.createBufferSource();
    source.buffer = layer.buffer;
    if (layer.loop) {
      source.loop = true;
      source.loopStart = layer.loop.startSeconds;
      source.loopEnd = layer.loop.endSeconds;
    }
    const gain = this.context.createGain();
    gain.gain.value = gainForVolume(layer.volume);
    source.connect(gain).connect(this.master);
    source.onended = onEnded;
    source.start(at, offset);
    const playing = { layer, source, gain, startedAt: at, offset };
    this.playing.set(layer.id, playing);
    return playing;
  }
}
