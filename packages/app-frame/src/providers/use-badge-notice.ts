import { isBadDayOn } from '@steady/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { badDayChannel, showToast } from '@steady/bus';

/**
 * Announces newly earned badges, once each (the server reports a badge only on the call that earned it).
 * While "Today is hard" is on, badges are earned but not announced, wherever they were earned.
 */
export function useBadgeNotice() {
  const intl = useIntl();
  return useCallback(
    (badgesEarned: readonly string[]) => {
      if (isBadDayOn(badDayChannel.get().until, new Date())) return;
      for (const badge of badgesEarned) {
        const nameId = `ui.badge.${badge}.name`;
        // A badge newer than this build has no name here yet; the profile shows it after a reload.
        if (!(nameId in intl.messages)) continue;
        const name = intl.formatMessage({ id: nameId });
        showToast(intl.formatMessage({ id: 'ui.badge.earned' }, { badge: name }), 'success');
      }
    },
    [intl],
  );
}
