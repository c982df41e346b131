import { useCallback, useState } from 'react';
import { isWebAudioAvailable, prepareAudio } from '../audio/audio-context';
import { playSoftTone } from '../audio/soft-tone';

/** Remembered for every tool on this device; off unless the user turned it on. */
export const soundCueStorageKey = 'techniqueSoundCue';

function readSoundCuePreference(): boolean {
  try {
    return window.localStorage.getItem(soundCueStorageKey) === 'true';
  } catch {
    // Storage can be blocked (private mode, policies): the cue simply stays off.
    return false;
  }
}

function writeSoundCuePreference(enabled: boolean): void {
  try {
    window.localStorage.setItem(soundCueStorageKey, String(enabled));
  } catch {
    // Not remembered this time; the choice still holds for this tool.
  }
}

export interface SoundCue {
  /** False where the browser has no Web Audio: the toggle is not offered. */
  readonly available: boolean;
  readonly enabled: boolean;
  readonly setEnabled: (enabled: boolean) => void;
  /** Plays the cue if the user turned it on. */
  readonly play: () => void;
}

export function useSoundCue(): SoundCue {
  const [enabled, setEnabledState] = useState(readSoundCuePreference);
  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    writeSoundCuePreference(next);
    // This runs in the toggle's click: the gesture that lets audio start later.
    if (next) prepareAudio();
  }, []);
  const play = useCallback(() => {
    if (enabled) playSoftTone();
  }, [enabled]);
  return { available: isWebAudioAvailable(), enabled, setEnabled, play };
}
