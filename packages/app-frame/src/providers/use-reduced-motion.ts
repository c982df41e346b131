import { themeChannel, useChannel } from '@steady/bus';
import type { ThemeChoice } from '@steady/contracts';
import { matchesMediaQuery, useMediaQuery } from './use-media-query';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The theme that promises no motion at all (its CSS stops animations and transitions, theme-document). */
const stillTheme: ThemeChoice = 'low-stimulation';

/** For code outside React (a one-off scroll): the system setting or the Low stimulation theme, right now. */
export function isMotionReduced(): boolean {
  return matchesMediaQuery(reducedMotionQuery) || themeChannel.get() === stillTheme;
}

/**
 * Whether motion driven from script (a growing circle, a smooth scroll) must be still: the system asks for
 * reduced motion or the reader chose Low stimulation. Followed live, so either change stills the visuals at
 * once, in whichever app draws them.
 */
export function useReducedMotion(): boolean {
  const theme = useChannel(themeChannel);
  const system = useMediaQuery(reducedMotionQuery);
  return system || theme === stillTheme;
}
