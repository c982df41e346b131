import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function AuthCallbackPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="callback.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="callback.lead" />
      </Lead>
    </Page>
  );
}
