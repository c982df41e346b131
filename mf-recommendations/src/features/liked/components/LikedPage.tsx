import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function LikedPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="liked.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="liked.lead" />
      </Lead>
    </Page>
  );
}
