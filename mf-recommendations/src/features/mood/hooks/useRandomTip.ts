import { useState } from 'react';
import { pickTipIndex } from '../model/pick-tip';

/** One random tip out of `tips`, and "another tip"; the same tip stays when the language changes. */
export function useRandomTip(tips: readonly string[]) {
  const [index, setIndex] = useState(() => pickTipIndex(tips.length, null, Math.random));
  const shown = index === null ? undefined : tips[index];
  return {
    tip: shown ?? null,
    hasAnother: tips.length > 1,
    showAnother: () => setIndex((current) => pickTipIndex(tips.length, current, Math.random)),
  };
}
