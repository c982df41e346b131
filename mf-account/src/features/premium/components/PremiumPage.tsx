import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function PremiumPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="premium.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="premium.lead" />
      </Lead>
    </Page>
  );
}
