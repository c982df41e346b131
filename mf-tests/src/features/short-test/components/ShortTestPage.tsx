import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function ShortTestPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="shortTest.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="shortTest.lead" />
      </Lead>
    </Page>
  );
}
