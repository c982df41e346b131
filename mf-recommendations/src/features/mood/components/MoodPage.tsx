import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { moodSchema } from '@steady/contracts';
import { Alert, ButtonLink, Page, PageTitle, Stack } from '@steady/ui';

export function MoodPage() {
  const parsed = moodSchema.safeParse(useParams().mood);
  return (
    <Page>
      <Stack>
        {parsed.success ? (
          <PageTitle>
            <FormattedMessage id={`mood.${parsed.data}`} />
          </PageTitle>
        ) : (
          <Alert tone="error">
            <FormattedMessage id="mood.unknownMood" />
          </Alert>
        )}
        <div>
          <ButtonLink to="/" $variant="secondary">
            <FormattedMessage id="mood.back" />
          </ButtonLink>
        </div>
      </Stack>
    </Page>
  );
}
