import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { appNameSchema, moodSchema } from '@steady/contracts';
import { techniqueOfTool } from '@steady/domain';
import { Alert, ButtonLink, Page, PageTitle, Stack } from '@steady/ui';
import { toolRegistry } from '../../../tool-registry';

/** `/techniques/:appName`: one tool on its own page; `?mood=` picks the breathing rhythm. */
export function TechniquePage() {
  const parsed = appNameSchema.safeParse(useParams().appName);
  const [searchParams] = useSearchParams();
  const mood = moodSchema.safeParse(searchParams.get('mood'));
  const appName = parsed.success ? parsed.data : null;
  const tool = appName === null ? null : toolRegistry[appName];
  const moodValue = mood.success ? mood.data : undefined;

  return (
    <Page>
      <Stack $gap={5}>
        {appName !== null && tool !== null ? (
          <>
            <PageTitle>
              <FormattedMessage id={`app.${appName}`} />
            </PageTitle>
            {/* A new tool (fresh state) whenever the tool or the rhythm changes. */}
            <tool.Tool key={`${appName}:${moodValue ?? ''}`} {...techniqueOfTool(appName)} mood={moodValue} />
          </>
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
