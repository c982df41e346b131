import { useMediaQuery } from '@steady/app-frame';
import { theme } from '@steady/ui';

const narrowQuery = `(max-width: ${theme.breakpoints.narrow})`;

/** A phone-width screen, followed live: there the state page folds its details so one Start stays in reach. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(narrowQuery);
}
