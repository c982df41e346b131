import { FormattedMessage } from 'react-intl';
import { ButtonLink, Lead, Page, PageTitle } from '@steady/ui';

/** The error screen: unknown routes (`notFound`) and anything the shell's own pages throw. */
export function ErrorScreen({ notFound = false }: { notFound?: boolean }) {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="error.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id={notFound ? 'error.notFound' : 'error.generic'} />
      </Lead>
      <ButtonLink to="/">
        <FormattedMessage id="error.home" />
      </ButtonLink>
    </Page>
  );
}
