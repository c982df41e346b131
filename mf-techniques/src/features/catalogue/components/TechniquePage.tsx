import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { appNameSchema } from '@steady/contracts';
import { Alert, ButtonLink, Page, PageTitle, Stack } from '@steady/ui';

export function TechniquePage() {
  const parsed = appNameSchema.safeParse(useParams().appName);
  return (
    <Page>
      <Stack>
        {parsed.success ? (
          <PageTitle>
            <FormattedMessage id={`app.${parsed.data}`} />
          </PageTitle>
        ) : (
          <Alert tone="error">
            <FormattedMessage id="technique.notFound" />
          </Alert>
        )}
        <div>
          <ButtonLink to="/techniques" $variant="secondary">
            <FormattedMessage id="technique.backToList" />
          </ButtonLink>
        </div>
      </Stack>
    </Page>
  );
}
