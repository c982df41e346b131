import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink, Lead, Page, PageTitle } from '@steady/ui';

/** The router's error screen: unknown routes and anything the shell's own pages throw. */
export function ErrorScreen() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="error.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id={isNotFound ? 'error.notFound' : 'error.generic'} />
      </Lead>
      <ButtonLink to="/">
        <FormattedMessage id="error.home" />
      </ButtonLink>
    </Page>
  );
}
