import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { moodSchema, type Mood } from '@steady/contracts';
import { Alert, ButtonLink, Page, PageTitle, Stack } from '@steady/ui';
import { userStateActions, userStateChannel } from '@steady/user-state';
import { LoadError } from '../../../shared/components/LoadError';
import { useMoodContent } from '../hooks/useMoodContent';
import { MoodContentView } from './MoodContentView';
import { MoodPageSkeleton } from './MoodPageSkeleton';

function MoodRecommendations({ mood }: { mood: Mood }) {
  const content = useMoodContent(mood);

  // Opened from a link rather than a tile, the page is still "this state": completions are recorded under it.
  useEffect(() => {
    if (userStateChannel.get().currentMood !== mood) userStateActions.setCurrentMood(mood);
  }, [mood]);

  return (
    <Stack $gap={5}>
      <PageTitle>
        <FormattedMessage id={`mood.${mood}`} />
      </PageTitle>
      {content.status === 'loading' && <MoodPageSkeleton />}
      {content.status === 'failed' && <LoadError error={content.error} onRetry={content.retry} />}
      {content.status === 'ready' && <MoodContentView content={content.data} />}
    </Stack>
  );
}

/** `/recommendations/:mood` (spec §2). */
export function MoodPage() {
  const parsed = moodSchema.safeParse(useParams().mood);
  return (
    <Page>
      {parsed.success ? (
        // A new state is a new page: its own loading state, tip and ordering.
        <MoodRecommendations key={parsed.data} mood={parsed.data} />
      ) : (
        <Stack>
          <Alert tone="error">
            <FormattedMessage id="mood.unknownMood" />
          </Alert>
          <div>
            <ButtonLink to="/" $variant="secondary">
              <FormattedMessage id="load.back" />
            </ButtonLink>
          </div>
        </Stack>
      )}
    </Page>
  );
}
