import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Lead, Page, PageTitle } from '@steady/ui';

export function AdhdResultPage() {
  const { resultId = '' } = useParams();
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="adhdResult.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="adhdResult.lead" values={{ resultId }} />
      </Lead>
    </Page>
  );
}
