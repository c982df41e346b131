import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function RegisterPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="register.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="register.lead" />
      </Lead>
    </Page>
  );
}
