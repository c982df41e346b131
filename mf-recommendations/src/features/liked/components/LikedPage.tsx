import { FormattedMessage, useIntl } from 'react-intl';
import type { ReturnState } from '@steady/contracts';
import { Alert, ButtonLink, Lead, Page, PageTitle, Row, Skeleton, Stack } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { LoadError } from '../../../shared/components/LoadError';
import { TechniqueList } from '../../techniques';
import { useKnownLikedIds, useLastUnliked } from '../../likes';
import { useLikedTechniques } from '../hooks/useLikedTechniques';
import { UndoUnlike } from './UndoUnlike';

/** Signing in from here comes back to the list. */
const backToLiked: ReturnState = { from: '/liked' };

function LikedSkeleton() {
  return (
    <Stack $gap={4} aria-busy="true">
      {[0, 1].map((index) => (
        <Skeleton key={index} $height="12rem" />
      ))}
    </Stack>
  );
}

function NothingLiked() {
  return (
    <Stack>
      <Alert tone="info">
        <FormattedMessage id="liked.empty" />
      </Alert>
      <div>
        <ButtonLink to="/#moods" $variant="secondary">
          <FormattedMessage id="liked.browse" />
        </ButtonLink>
      </div>
    </Stack>
  );
}

function LikedList({ userId }: { userId: string }) {
  const intl = useIntl();
  const liked = useLikedTechniques(userId);
  const likedIds = useKnownLikedIds(userId);
  const lastUnliked = useLastUnliked();
  if (liked.status === 'loading') return <LikedSkeleton />;
  if (liked.status === 'failed') return <LoadError error={liked.error} onRetry={liked.retry} />;
  if (liked.data.techniques.length === 0) return <NothingLiked />;
  // Unliking here removes the card at once; the last one removed can be brought back.
  const stillLiked = liked.data.techniques.filter((technique) => likedIds?.has(technique.id) ?? true);
  const removed = liked.data.techniques.find(
    (technique) => technique.id === lastUnliked && !stillLiked.includes(technique),
  );
  return (
    <Stack $gap={4}>
      {removed && <UndoUnlike technique={removed} />}
      {stillLiked.length === 0 ? (
        <NothingLiked />
      ) : (
        <TechniqueList
          techniques={stillLiked}
          showPremiumPromo={false}
          label={intl.formatMessage({ id: 'liked.title' })}
        />
      )}
    </Stack>
  );
}

/** `/liked` (spec §2): the signed-in user's liked techniques; guests are asked to log in. */
export function LikedPage() {
  const viewer = useViewer();
  return (
    <Page>
      <Stack $gap={5}>
        <div>
          <PageTitle>
            <FormattedMessage id="liked.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="liked.lead" />
          </Lead>
        </div>
        {viewer.sessionLoading ? (
          <LikedSkeleton />
        ) : viewer.userId === null ? (
          <Stack>
            <Alert tone="info">
              <FormattedMessage id="liked.loginRequired" />
            </Alert>
            <Row>
              <ButtonLink to="/login" state={backToLiked}>
                <FormattedMessage id="liked.logIn" />
              </ButtonLink>
              <ButtonLink to="/register" $variant="secondary" state={backToLiked}>
                <FormattedMessage id="liked.register" />
              </ButtonLink>
            </Row>
          </Stack>
        ) : (
          <LikedList userId={viewer.userId} />
        )}
      </Stack>
    </Page>
  );
}
