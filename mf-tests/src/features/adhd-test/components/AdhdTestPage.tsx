import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function AdhdTestPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="adhdTest.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="adhdTest.lead" />
      </Lead>
    </Page>
  );
}
