import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

export function ShoppingListPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="shopping.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="shopping.lead" />
      </Lead>
    </Page>
  );
}
