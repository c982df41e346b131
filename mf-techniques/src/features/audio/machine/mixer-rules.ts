import { mixerMaximumTracks, type MixTrack } from '@steady/contracts';

export type Mix = readonly MixTrack[];

const defaultSoundVolume = 50;

type AddSoundResult =
  { readonly added: true; readonly mix: Mix } | { readonly added: false; readonly reason: 'full' };

/** Spec §9: at most three sounds at once. A fourth is refused, never silently swapped for another. */
export function addSound(mix: Mix, trackId: string, volume = defaultSoundVolume): AddSoundResult {
  if (mix.some((sound) => sound.trackId === trackId)) return { added: true, mix };
  if (mix.length >= mixerMaximumTracks) return { added: false, reason: 'full' };
  return { added: true, mix: [...mix, { trackId, volume: clampVolume(volume) }] };
}

type ToggleSoundResult =
  | { readonly change: 'removed' | 'added'; readonly mix: Mix; readonly volume: number }
  | { readonly change: 'refused' };

/** A sound's button: a sound in the mix leaves it; another joins at the default volume if there is room. */
export function withSoundToggled(mix: Mix, trackId: string): ToggleSoundResult {
  const present = mix.find((sound) => sound.trackId === trackId);
  if (present) return { change: 'removed', mix: removeSound(mix, trackId), volume: present.volume };
  const result = addSound(mix, trackId);
  if (!result.added) return { change: 'refused' };
  return { change: 'added', mix: result.mix, volume: defaultSoundVolume };
}

export function removeSound(mix: Mix, trackId: string): Mix {
  return mix.filter((sound) => sound.trackId !== trackId);
}

export function setSoundVolume(mix: Mix, trackId: string, volume: number): Mix {
  return mix.map((sound) => (sound.trackId === trackId ? { ...sound, volume: clampVolume(volume) } : sound));
}

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return defaultSoundVolume;
  return Math.round(Math.min(100, Math.max(0, volume)));
}

/** A mix in a share link: `rain.60~brown-noise.35` — readable, short, and safe in a query string. */
export function mixToShareParameter(mix: Mix): string {
  return mix.map((sound) => `${sound.trackId}.${sound.volume}`).join('~');
}

/**
 * Reads a shared mix back. Only known sounds, each once, at most three: anything else makes the whole link
 * unreadable (null) rather than half-applied, so what plays is exactly what was shared.
 */
export function mixFromShareParameter(parameter: string, knownTrackIds: ReadonlySet<string>): Mix | null {
  const parts = parameter.split('~');
  if (parts.length === 0 || parts.length > mixerMaximumTracks) return null;
  const mix: MixTrack[] = [];
  for (const part of parts) {
    const match = /^([a-z0-9-]+)\.(\d{1,3})$/.exec(part);
    if (!match) return null;
    const [, trackId = '', volumeText = ''] = match;
    const volume = Number(volumeText);
    if (!knownTrackIds.has(trackId) || volume > 100 || mix.some((sound) => sound.trackId === trackId))
      return null;
    mix.push({ trackId, volume });
  }
  return mix;
}
