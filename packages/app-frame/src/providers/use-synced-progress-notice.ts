import { isBadDayOn } from '@steady/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { badDayChannel, showToast } from '@steady/bus';
import { announceSyncedEarnings } from '@steady/user-state';
import { useBadgeNotice } from './use-badge-notice';

/**
 * A completion, rating or journal entry saved offline earns its level and badges when it is sent later:
 * they are announced then, as an online one announces them at once. Mounted once, by the page's frame.
 */
export function useSyncedProgressNotice(): void {
  const intl = useIntl();
  const announceBadges = useBadgeNotice();
  useEffect(
    () =>
      announceSyncedEarnings(({ levelReached, badgesEarned }) => {
        // "Today is hard": levels and badges are kept, not announced.
        if (isBadDayOn(badDayChannel.get().until, new Date())) return;
        if (levelReached !== null) {
          showToast(intl.formatMessage({ id: 'ui.completion.levelUp' }, { level: levelReached }), 'success');
        }
        announceBadges(badgesEarned);
      }),
    [intl, announceBadges],
  );
}
