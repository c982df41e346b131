import { useState } from 'react';
import type { JournalEntry, JournalEntryRequest } from '@steady/contracts';

/** Which form is open: none, a new entry, or the entry being edited. */
type Editing = null | 'new' | JournalEntry;

/** The journal's open form and its save, which closes it. */
export function useJournalEditing(saveEntry: (request: JournalEntryRequest, id?: string) => Promise<void>) {
  const [editing, setEditing] = useState<Editing>(null);
  // The form that showed crisis help closes on saving: a "very bad" entry keeps the help on the page.
  const [savedVeryBad, setSavedVeryBad] = useState(false);

  const save = async (request: JournalEntryRequest) => {
    await saveEntry(request, editing === 'new' || editing === null ? undefined : editing.id);
    setSavedVeryBad(request.state === 'veryBad');
    setEditing(null);
  };

  return { editing, setEditing, savedVeryBad, save };
}
