import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { onQueuedWriteSent } from '@steady/api-client';
import { showToast } from '@steady/bus';
import { useBadgeNotice } from './use-badge-notice';

/** What a kept write's answer may bring: a completion its level-up, it and a rating or journal entry badges. */
const earnedSchema = z.object({
  levelReached: z.optional(z.nullable(z.int())),
  badgesEarned: z.optional(z.array(z.string())),
});

/**
 * A completion, rating or journal entry saved offline earns its level and badges when it is sent later:
 * they are announced then, as an online one announces them at once. Mounted once, by the page's frame.
 */
export function useSyncedProgressNotice(): void {
  const intl = useIntl();
  const announceBadges = useBadgeNotice();
  useEffect(
    () =>
      onQueuedWriteSent((_write, answer) => {
        const earned = earnedSchema.safeParse(answer);
        if (!earned.success) return;
        const { levelReached, badgesEarned = [] } = earned.data;
        if (typeof levelReached === 'number') {
          showToast(intl.formatMessage({ id: 'ui.completion.levelUp' }, { level: levelReached }), 'success');
        }
        announceBadges(badgesEarned);
      }),
    [intl, announceBadges],
  );
}
