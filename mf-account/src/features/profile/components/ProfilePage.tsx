import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function ProfilePage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="profile.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="profile.lead" />
      </Lead>
    </Page>
  );
}
