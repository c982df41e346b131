import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { mailLinkTokenParameter, type TrustedPersonStatus } from '@steady/contracts';
import { trustedPersonLimits } from '@steady/contracts/trusted-person';
import { useResource } from '@steady/app-frame';
import { Alert, Button, Lead, Page, PageTitle, Row, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import {
  agreeToWeeklyNotes,
  readInvitation,
  replyToInvitation,
  stopTrustedMails,
} from '../api/trusted-person-api';

/** The pages a trusted person's mailed links open: no account, no sign-in, the token does one thing. */

function useToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get(mailLinkTokenParameter) ?? '';
}

function LinkPage({ titleId, children }: { titleId: string; children: ReactNode }) {
  const token = useToken();
  return (
    <Page>
      <Stack $gap={4}>
        <PageTitle>
          <FormattedMessage id={titleId} />
        </PageTitle>
        {token === '' ? (
          <Alert tone="error">
            <FormattedMessage id="trusted.link.missing" />
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Page>
  );
}

const answeredIds: Record<Exclude<TrustedPersonStatus, 'waiting'>, string> = {
  agreed: 'trusted.reply.agreed',
  declined: 'trusted.reply.declined',
  stopped: 'trusted.reply.stopped',
};

function ReplyForm({ token }: { token: string }) {
  const [searchParams] = useSearchParams();
  const errorMessage = useErrorMessage();
  const invitation = useResource(token, (signal) => readInvitation(token, signal));
  const [weekly, setWeekly] = useState(false);
  const [status, setStatus] = useState<TrustedPersonStatus | null>(null);
  const submission = useFormSubmission();
  if (invitation.status === 'loading') return <Skeleton $height="10rem" aria-busy="true" />;
  if (invitation.status === 'failed') return <Alert tone="error">{errorMessage(invitation.error)}</Alert>;
  const values = { name: invitation.data.askedBy, limit: trustedPersonLimits.messagesPerDay };
  const shown = status ?? invitation.data.status;
  if (shown !== 'waiting') {
    return (
      <Alert tone="success">
        <FormattedMessage id={answeredIds[shown]} values={values} />
      </Alert>
    );
  }
  // The link says which answer was chosen in the mail; the button makes it, so a mail preview cannot.
  const declining = searchParams.get('answer') === 'decline';
  const answer = (choice: 'agree' | 'decline') =>
    void submission.submit(async () => setStatus(await replyToInvitation(token, choice, weekly)));
  return (
    <Stack $gap={3}>
      <Lead>
        <FormattedMessage id="trusted.reply.lead" values={values} />
      </Lead>
      <p>
        <FormattedMessage id="trusted.reply.what" values={values} />
      </p>
      {!declining && (
        <label>
          <input type="checkbox" checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />{' '}
          <FormattedMessage id="trusted.reply.weekly" values={values} />
        </label>
      )}
      {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
      <Row $gap={3}>
        <Button
          type="button"
          $variant={declining ? 'secondary' : 'primary'}
          disabled={submission.pending}
          onClick={() => answer('agree')}
        >
          <FormattedMessage id="trusted.reply.agree" />
        </Button>
        <Button
          type="button"
          $variant={declining ? 'primary' : 'secondary'}
          disabled={submission.pending}
          onClick={() => answer('decline')}
        >
          <FormattedMessage id="trusted.reply.decline" />
        </Button>
      </Row>
    </Stack>
  );
}

/** `/trusted-person/reply?token=…&answer=agree|decline`, from the one mail that asks. */
export function ReplyPage() {
  const token = useToken();
  return (
    <LinkPage titleId="trusted.reply.title">
      <ReplyForm token={token} />
    </LinkPage>
  );
}

function StopNow({ token }: { token: string }) {
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<'stopping' | 'done' | { error: unknown }>('stopping');
  useEffect(() => {
    stopTrustedMails(token).then(
      () => setState('done'),
      (error: unknown) => setState({ error }),
    );
  }, [token]);
  if (state === 'stopping') {
    return (
      <p role="status">
        <FormattedMessage id="trusted.stop.stopping" />
      </p>
    );
  }
  if (state === 'done') {
    return (
      <Alert tone="success">
        <FormattedMessage id="trusted.stop.done" />
      </Alert>
    );
  }
  return <Alert tone="error">{errorMessage(state.error)}</Alert>;
}

/** `/trusted-person/stop?token=…`: one click in any mail stops them all; stopping only ever sends less. */
export function StopPage() {
  const token = useToken();
  return (
    <LinkPage titleId="trusted.stop.title">
      <StopNow token={token} />
    </LinkPage>
  );
}

function WeeklyNotesAnswer({ token }: { token: string }) {
  const [status, setStatus] = useState<TrustedPersonStatus | null>(null);
  const submission = useFormSubmission();
  if (status !== null) {
    return (
      <Alert tone={status === 'agreed' ? 'success' : 'info'}>
        <FormattedMessage
          id={status === 'agreed' ? 'trusted.weeklyNotes.done' : 'trusted.weeklyNotes.notAgreed'}
        />
      </Alert>
    );
  }
  return (
    <Stack $gap={3}>
      <Lead>
        <FormattedMessage id="trusted.weeklyNotes.lead" />
      </Lead>
      {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
      <div>
        <Button
          type="button"
          disabled={submission.pending}
          onClick={() => void submission.submit(async () => setStatus(await agreeToWeeklyNotes(token)))}
        >
          <FormattedMessage id="trusted.weeklyNotes.agree" />
        </Button>
      </div>
    </Stack>
  );
}

/** `/trusted-person/weekly-notes?token=…`: the person asks for the weekly note later, from a message. */
export function WeeklyNotesPage() {
  const token = useToken();
  return (
    <LinkPage titleId="trusted.weeklyNotes.title">
      <WeeklyNotesAnswer token={token} />
    </LinkPage>
  );
}
