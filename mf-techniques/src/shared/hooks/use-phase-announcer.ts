import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface Announcement {
  readonly phaseKey: string | null;
  readonly text: string;
}

/**
 * The text of a polite live region. It changes only when the phase does (never with a ticking second), so
 * a screen reader hears "Breathe in", "Hold", "Breathe out", not a running count. `onPhaseChange` runs at
 * each change after mount (the sound cue), not for the phase the tool opens in.
 */
export function usePhaseAnnouncer(
  phaseKey: string | null,
  message: string,
  onPhaseChange?: () => void,
): string {
  const [announcement, setAnnouncement] = useState<Announcement>({ phaseKey, text: '' });
  if (announcement.phaseKey !== phaseKey) {
    // Adjusting state while rendering: the region updates in the same commit as the new phase.
    setAnnouncement({ phaseKey, text: phaseKey === null ? '' : message });
  }

  const announcedKey = useRef(phaseKey);
  const notifyPhaseChange = useEffectEvent(() => onPhaseChange?.());
  useEffect(() => {
    if (announcedKey.current === phaseKey) return;
    announcedKey.current = phaseKey;
    if (phaseKey !== null) notifyPhaseChange();
  }, [phaseKey]);

  return announcement.text;
}
