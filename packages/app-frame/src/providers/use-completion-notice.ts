import { useIntl } from 'react-intl';
import { badDayChannel, showToast } from '@steady/bus';
import { isBadDayOn, xpCompletionsPerTechniquePerDay } from '@steady/domain';
import type { CompletionResult } from '@steady/user-state';
import { useBadgeNotice } from './use-badge-notice';

/**
 * The messages of spec §4 after a finished technique: "+{xp} XP! completed: {name}" when signed in (with
 * the premium bonus beside it, or why nothing was earned past the day's limit), that it was saved on the
 * device when offline, a nudge to register for guests, the level-up congratulation and any badge earned.
 */
export function useCompletionNotice() {
  const intl = useIntl();
  const announceBadges = useBadgeNotice();
  const earnedMessage = (result: CompletionResult, name: string) => {
    if (!result.signedIn) return intl.formatMessage({ id: 'ui.completion.guest' });
    if (result.savedOffline) return intl.formatMessage({ id: 'ui.completion.savedOffline' }, { name });
    if (result.limitReached) {
      return intl.formatMessage(
        { id: 'ui.completion.limitReached' },
        { name, limit: xpCompletionsPerTechniquePerDay },
      );
    }
    return result.premiumBonus > 0
      ? intl.formatMessage(
          { id: 'ui.completion.earnedPremium' },
          { xp: result.xpEarned, bonus: result.premiumBonus, name },
        )
      : intl.formatMessage({ id: 'ui.completion.earned' }, { xp: result.xpEarned, name });
  };
  return (result: CompletionResult, techniqueName: string) => {
    // "Today is hard": the sitting still counts, but no XP, level or badge is announced.
    if (isBadDayOn(badDayChannel.get().until, new Date())) {
      const id = result.savedOffline ? 'ui.offline.savedOnDevice' : 'ui.completion.gentle';
      showToast(intl.formatMessage({ id }, { name: techniqueName }), 'success');
      return;
    }
    showToast(earnedMessage(result, techniqueName), 'success');
    if (result.levelReached !== null) {
      showToast(
        intl.formatMessage({ id: 'ui.completion.levelUp' }, { level: result.levelReached }),
        'success',
      );
    }
    announceBadges(result.badgesEarned);
  };
}
