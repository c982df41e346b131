interface MediaSessionControls {
  readonly title: string;
  readonly album: string;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onStop: () => void;
}

const handledActions = ['play', 'pause', 'stop'] as const;

/** Lock-screen and headset controls, where the browser offers them (the Media Session API). */
export function showOnMediaSession(controls: MediaSessionControls, playing: boolean): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({ title: controls.title, artist: 'Steady', album: controls.album });
  session.playbackState = playing ? 'playing' : 'paused';
  session.setActionHandler('play', controls.onPlay);
  session.setActionHandler('pause', controls.onPause);
  session.setActionHandler('stop', controls.onStop);
}

export function clearMediaSession(): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = null;
  session.playbackState = 'none';
  for (const action of handledActions) session.setActionHandler(action, null);
}
