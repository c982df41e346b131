import { FormattedMessage } from 'react-intl';
import { Alert, Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { RequireSignIn } from '../../session';
import { TrustedPersonLink } from '../../trusted-person';
import { useSafetyPlan } from '../hooks/use-safety-plan';
import { SafetyPlanForm } from './SafetyPlanForm';

function SafetyPlanContent({ userId }: { userId: string }) {
  const { loaded, save } = useSafetyPlan(userId);
  if (loaded.status === 'loading') {
    return (
      <Stack aria-busy="true">
        <Skeleton $height="12rem" />
        <Skeleton $height="12rem" />
      </Stack>
    );
  }
  if (loaded.status === 'failed') {
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  }
  const { plan, fromDevice } = loaded.data;
  return (
    <Stack $gap={4}>
      {fromDevice && (
        <Alert tone="info">
          <FormattedMessage id="safetyPlan.fromDevice" />
        </Alert>
      )}
      {/* A new answer from the server (a save, a reload) starts the form from it. */}
      <SafetyPlanForm key={`${plan.updatedAt ?? 'new'}:${String(fromDevice)}`} plan={plan} onSave={save} />
    </Stack>
  );
}

/** `/safety-plan`: the signed-in user's own Stanley–Brown safety plan, free for everyone, printable, offline. */
export function SafetyPlanPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <Page>
          <Stack $gap={4}>
            <div data-print="hide">
              <PageTitle>
                <FormattedMessage id="safetyPlan.title" />
              </PageTitle>
              <Lead>
                <FormattedMessage id="safetyPlan.lead" />
              </Lead>
              <p>
                <FormattedMessage id="safetyPlan.private" />
              </p>
            </div>
            <SafetyPlanContent userId={user.id} />
            <TrustedPersonLink />
          </Stack>
        </Page>
      )}
    </RequireSignIn>
  );
}
