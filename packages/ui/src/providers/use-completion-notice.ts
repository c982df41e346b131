import { useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import type { CompletionResult } from '@steady/user-state';

/**
 * The messages of spec §4 after a finished technique: "+{xp} XP! completed: {name}" when signed in,
 * a nudge to register for guests, and the level-up congratulation.
 */
export function useCompletionNotice() {
  const intl = useIntl();
  return (result: CompletionResult, techniqueName: string) => {
    showToast(
      result.signedIn
        ? intl.formatMessage({ id: 'ui.completion.earned' }, { xp: result.xpEarned, name: techniqueName })
        : intl.formatMessage({ id: 'ui.completion.guest' }),
      'success',
    );
    if (result.levelReached !== null) {
      showToast(
        intl.formatMessage({ id: 'ui.completion.levelUp' }, { level: result.levelReached }),
        'success',
      );
    }
  };
}
