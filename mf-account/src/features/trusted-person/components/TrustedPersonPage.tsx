import { FormattedMessage } from 'react-intl';
import type { User } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { Lead, Page, PageTitle, Skeleton, Stack } from '@steady/ui';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { RequireSignIn } from '../../session';
import { fetchTrustedPerson } from '../api/trusted-person-api';
import { NamePersonForm } from './NamePersonForm';
import { PersonStatus } from './PersonStatus';

function TrustedPersonContent({ user }: { user: User }) {
  const loaded = useResource(user.id, fetchTrustedPerson);
  if (loaded.status === 'loading') return <Skeleton $height="14rem" aria-busy="true" />;
  if (loaded.status === 'failed') {
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  }
  const { person } = loaded.data;
  // After a decline or a stop the user may name someone else; nobody is asked again by itself.
  const canName = person === null || person.status === 'declined' || person.status === 'stopped';
  return (
    <Stack $gap={4}>
      {person && <PersonStatus person={person} onChanged={loaded.replace} />}
      {canName && (
        <NamePersonForm accountName={user.name} someoneElse={person !== null} onNamed={loaded.replace} />
      )}
    </Stack>
  );
}

/** `/trusted-person`: name one person to ask to get in touch in a rough moment. Free for every signed-in user. */
export function TrustedPersonPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <Page>
          <Stack $gap={4}>
            <div>
              <PageTitle>
                <FormattedMessage id="trusted.title" />
              </PageTitle>
              <Lead>
                <FormattedMessage id="trusted.lead" />
              </Lead>
              <p>
                <FormattedMessage id="trusted.how" />
              </p>
            </div>
            <TrustedPersonContent user={user} />
          </Stack>
        </Page>
      )}
    </RequireSignIn>
  );
}
