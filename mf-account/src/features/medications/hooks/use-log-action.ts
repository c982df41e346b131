import { useState } from 'react';

/** One write from the log's forms and buttons: busy while it runs, and its failure until the next try. */
export function useLogAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Resolves to whether the work succeeded, so a form can close or clear itself. */
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
