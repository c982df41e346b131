import { useMemo } from 'react';
import type { HistoryRecord } from '@steady/contracts';
import { useLanguage, useResource } from '@steady/app-frame';
import { fetchTechniqueNames } from '../api/history-api';

/** "breath-loop" → "Breath loop": readable while the names load, or if the catalogue cannot be reached. */
function readableTechniqueId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Names of the techniques in these records (history sittings, journal entries), in the reader's language,
 * from the content service. The page stays readable without it: each id falls back to a readable form.
 */
export function useTechniqueNames(
  records: readonly Pick<HistoryRecord, 'techniques'>[],
): (id: string) => string {
  const [language] = useLanguage();
  const idList = useMemo(
    () => [...new Set(records.flatMap((record) => record.techniques))].sort().join(','),
    [records],
  );
  const names = useResource(idList === '' ? null : `${idList}|${language}`, () =>
    fetchTechniqueNames(idList.split(','), language),
  );

  return (id) => (names.status === 'ready' ? names.data.get(id) : undefined) ?? readableTechniqueId(id);
}
