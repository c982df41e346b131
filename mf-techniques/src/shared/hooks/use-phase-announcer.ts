import { useState } from 'react';

interface Announcement {
  readonly phaseKey: string | null;
  readonly text: string;
}

/**
 * The text of a polite live region. It changes only when the phase does (never with a ticking second), so
 * a screen reader hears "Breathe in", "Hold", "Breathe out", not a running count. (The sound of a new
 * phase is the session's: it plays whether or not the tool is on screen.)
 */
export function usePhaseAnnouncer(phaseKey: string | null, message: string): string {
  const [announcement, setAnnouncement] = useState<Announcement>({ phaseKey, text: '' });
  if (announcement.phaseKey !== phaseKey) {
    // Adjusting state while rendering: the region updates in the same commit as the new phase.
    setAnnouncement({ phaseKey, text: phaseKey === null ? '' : message });
  }

  return announcement.text;
}
