import { useViewer } from '@steady/bus';

/** Check-ins are saved in the premium journal, so they are offered to premium users only. */
export function useJournalAccess(): boolean {
  return useViewer().premium;
}
