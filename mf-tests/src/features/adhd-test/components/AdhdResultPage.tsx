import { FormattedDate, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import type { AdhdResult } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, ButtonLink, Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { inLanguage } from '../../../shared/in-language';
import { useAdhdResult, useIsOwnResult } from '../hooks/use-adhd-test';
import { ScoreSummary } from './ScoreSummary';
import { SelfReflectionNotice } from './SelfReflectionNotice';
import { ResultSharing } from './ResultSharing';

/** What changed since a result taken on an earlier scale: its score stays as it was given. */
const earlierScaleNotes: Partial<Record<number, string>> = { 1: 'adhdResult.earlierScale.v1' };

function TakeTestLink() {
  return (
    <ButtonLink to="/adhd-test" $variant="secondary">
      <FormattedMessage id="adhdResult.takeTest" />
    </ButtonLink>
  );
}

function ResultDetails({ result, own }: { result: AdhdResult; own: boolean }) {
  const [language] = useLanguage();
  const notice = inLanguage(result.notice, language);
  const earlierScaleNote = earlierScaleNotes[result.scale.version];
  return (
    <Stack $gap={5}>
      {!own && (
        <Lead>
          <FormattedMessage id="adhdResult.sharedLead" />
        </Lead>
      )}
      <ScoreSummary
        result={result}
        shared={!own}
        heading={
          <Lead>
            <FormattedMessage
              id="adhdResult.takenOn"
              values={{ date: <FormattedDate value={result.created_at} dateStyle="long" /> }}
            />
          </Lead>
        }
        scaleNote={
          earlierScaleNote && (
            <Lead>
              <FormattedMessage id={earlierScaleNote} />
            </Lead>
          )
        }
      />
      {notice && <SelfReflectionNotice notice={notice} />}
      <ResultSharing result={result} own={own} takeTestLink={<TakeTestLink />} />
    </Stack>
  );
}

/** `/adhd-test/result/:resultId`: open to anyone with the link, signed in or not. */
export function AdhdResultPage() {
  const { resultId = '' } = useParams();
  const result = useAdhdResult(resultId);
  const own = useIsOwnResult(resultId);
  const notFound = result.status === 'failed' && isApiError(result.error) && result.error.status === 404;

  // A link that opens nothing says only that: no heading about a result shared with the reader.
  if (notFound) {
    return (
      <Page>
        <Stack $gap={4}>
          <PageTitle>
            <FormattedMessage id="adhdResult.notFound" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="adhdResult.notFoundLead" />
          </Lead>
          <div>
            <TakeTestLink />
          </div>
        </Stack>
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id={own ? 'adhdResult.title' : 'adhdResult.sharedTitle'} />
      </PageTitle>
      {result.status === 'loading' && <Skeleton $height="16rem" />}
      {result.status === 'failed' && (
        <Stack $gap={4}>
          <Alert tone="error">
            <FormattedMessage id="adhdResult.loadError" />
          </Alert>
          <div>
            <TakeTestLink />
          </div>
        </Stack>
      )}
      {result.status === 'ready' && <ResultDetails result={result.data} own={own} />}
    </Page>
  );
}
