import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { supportEmail, supportReplyBusinessDays } from '@steady/contracts';
import { CrisisHelp, Lead, Page, PageTitle, Prose, Stack } from '@steady/ui';
import { OfflineSection, offlineSectionId } from '../../offline';

const crisisId = 'crisis';

/**
 * `/support`, where the footer's Support link leads: what to do in a crisis first, then how to write to us,
 * then using Steady offline. The footer's crisis link opens `/support#crisis`: focus moves to the crisis block
 * (and so it scrolls into view), before the shell would move it to the page's heading. `#offline` does the same for
 * its section.
 */
export function SupportPage() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash.slice(1);
    if (target === crisisId || target === offlineSectionId) document.getElementById(target)?.focus();
  }, [hash]);

  return (
    <Page>
      <Stack $gap={5}>
        <PageTitle>
          <FormattedMessage id="support.title" />
        </PageTitle>
        <CrisisHelp id={crisisId} />
        <Prose>
          <Lead>
            <FormattedMessage id="support.lead" />
          </Lead>
          <p>
            <FormattedMessage
              id="support.write"
              values={{ email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }}
            />
          </p>
          <p>
            <FormattedMessage id="support.replyTimes" values={supportReplyBusinessDays} />
          </p>
          <p>
            <FormattedMessage id="support.notUrgent" />
          </p>
        </Prose>
        <div id={offlineSectionId} tabIndex={-1}>
          <Suspense>
            <OfflineSection />
          </Suspense>
        </div>
      </Stack>
    </Page>
  );
}
