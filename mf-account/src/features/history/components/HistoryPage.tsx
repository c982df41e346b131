import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function HistoryPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="history.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="history.lead" />
      </Lead>
    </Page>
  );
}
