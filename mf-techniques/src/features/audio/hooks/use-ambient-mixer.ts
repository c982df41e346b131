import { useCallback, useRef, useState } from 'react';
import type { AudioTrack } from '@steady/contracts';
import type { AudioLoadFailure } from '../engine/audio-buffers';
import { setSoundVolume, withSoundToggled, type Mix } from '../machine/mixer-rules';
import { useMixPlayer, type MixerStatus } from './use-mix-player';

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

/**
 * The ambient mixer: up to three looping sounds, each at its own volume, changed live while they play, with
 * an optional sleep timer that fades the mix out. Sounds load only when the user presses Play.
 */
export function useAmbientMixer(tracks: readonly AudioTrack[], title: string): AmbientMixer {
  const [mix, setMix] = useState<Mix>([]);
  const [refusedFull, setRefusedFull] = useState(false);
  const [sleepMinutes, setSleepMinutesState] = useState<number | null>(null);
  const settings = useRef({ mix, sleepMinutes });
  settings.current = { mix, sleepMinutes };
  const current = useCallback(() => settings.current, []);
  const player = useMixPlayer(tracks, title, current);

  const toggleSound = (trackId: string) => {
    const result = withSoundToggled(settings.current.mix, trackId);
    setRefusedFull(result.change === 'refused');
    if (result.change === 'refused') return;
    setMix(result.mix);
    if (result.change === 'removed') player.removeLayer(trackId);
    else player.addLayer(trackId, result.volume);
  };

  return {
    mix,
    status: player.status,
    failure: player.failure,
    refusedFull,
    sleepMinutes,
    stopsInSeconds: player.stopsInSeconds,
    toggleSound,
    setVolume: (trackId, volume) => {
      setMix((previous) => setSoundVolume(previous, trackId, volume));
      player.setLayerVolume(trackId, volume);
    },
    replaceMix: (next) => {
      setRefusedFull(false);
      setMix(next);
      if (player.playing) void player.start({ mix: next, sleepMinutes: settings.current.sleepMinutes });
    },
    setSleepMinutes: (minutes) => {
      setSleepMinutesState(minutes);
      settings.current = { ...settings.current, sleepMinutes: minutes };
      player.restartSleep(minutes);
    },
    play: () => void player.start(settings.current),
    stop: player.stop,
  };
}
