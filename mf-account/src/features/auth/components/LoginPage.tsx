import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function LoginPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="login.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="login.lead" />
      </Lead>
    </Page>
  );
}
