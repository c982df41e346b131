import { FormattedMessage } from 'react-intl';
import { authChannel, useChannel } from '@steady/bus';
import { useLanguage } from '@steady/app-frame';
import { Alert, Lead, Page, PageTitle, Prose, Skeleton, Stack } from '@steady/ui';
import { inLanguage } from '../../../shared/in-language';
import { useAdhdTest } from '../hooks/use-adhd-test';
import { AdhdQuestionnaire } from './AdhdQuestionnaire';
import { LoginRequired } from './LoginRequired';
import { SelfReflectionNotice } from './SelfReflectionNotice';

/** `/adhd-test`: what the test is and the notice for everyone; the questions for signed-in users. */
export function AdhdTestPage() {
  const [language] = useLanguage();
  const auth = useChannel(authChannel);
  const test = useAdhdTest();
  const notice = test.status === 'ready' ? inLanguage(test.data.notice, language) : undefined;

  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="adhdTest.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="adhdTest.lead" />
      </Lead>
      <Stack $gap={5}>
        <Prose>
          <p>
            <FormattedMessage id="adhdTest.about" />
          </p>
          {notice && <p>{notice.instructions}</p>}
        </Prose>
        {test.status === 'failed' && (
          <Alert tone="error">
            <FormattedMessage id="adhdTest.loadError" />
          </Alert>
        )}
        {test.status === 'loading' && <Skeleton $height="12rem" />}
        {notice && <SelfReflectionNotice notice={notice} />}
        {/* Below the test's notice: shown once the notice is in, so it never moves down when the notice arrives. */}
        {auth.loading || test.status === 'loading' ? (
          <Skeleton $height="6rem" />
        ) : !auth.isAuthenticated || !auth.user ? (
          <LoginRequired />
        ) : (
          test.status === 'ready' && (
            <AdhdQuestionnaire
              key={auth.user.id}
              userId={auth.user.id}
              scaleVersion={test.data.version}
              questions={test.data.questions}
            />
          )
        )}
      </Stack>
    </Page>
  );
}
