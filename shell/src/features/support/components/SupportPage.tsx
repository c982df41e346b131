import { FormattedMessage } from 'react-intl';
import { supportEmail, supportReplyBusinessDays } from '@steady/contracts';
import { CrisisHelp, Lead, Page, PageTitle, Prose, Stack } from '@steady/ui';

/** `/support`, where the footer's Support link leads: how to write to us, and what to do in a crisis. */
export function SupportPage() {
  return (
    <Page>
      <Stack $gap={5}>
        <Prose>
          <PageTitle>
            <FormattedMessage id="support.title" />
          </PageTitle>
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
        <CrisisHelp />
      </Stack>
    </Page>
  );
}
