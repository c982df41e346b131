import { useEffect, useState } from 'react';
import type { StuckList } from '@steady/contracts';
import { emptyStuckList } from '../model/step-list';
import { readStuckList, writeStuckList } from '../model/step-list-storage';

/** The list, kept on the device at every change: it is there again after navigating away or reloading. */
export function useStuckList() {
  const [list, setList] = useState<StuckList>(() => readStuckList() ?? emptyStuckList);
  useEffect(() => writeStuckList(list), [list]);
  return [list, setList] as const;
}
