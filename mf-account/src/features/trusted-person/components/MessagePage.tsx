import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { type TrustedPerson, type User } from '@steady/contracts';
import { trustedPersonLimits } from '@steady/contracts/trusted-person';
import { useResource } from '@steady/app-frame';
import {
  Alert,
  Button,
  ButtonLink,
  CrisisNumbers,
  Page,
  PageTitle,
  Row,
  Skeleton,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { Field } from '../../../shared/components/field-styles';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { RequireSignIn } from '../../session';
import { fetchTrustedPerson, sendTrustedMessage } from '../api/trusted-person-api';

const limitReached = (error: unknown) =>
  isApiError(error) && error.reason === 'trusted_message_limit_reached';

/** The message in the user's words, prefilled and editable; it goes only on Send. */
function Preview({ person }: { person: TrustedPerson }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState(() => intl.formatMessage({ id: 'trusted.preview.default' }));
  const [limited, setLimited] = useState(person.messagesLeft === 0);
  const submission = useFormSubmission({
    handleError: (error) => {
      if (!limitReached(error)) return false;
      setLimited(true);
      return true;
    },
  });
  const values = { name: person.name, email: person.email };

  if (submission.succeeded) {
    return (
      <Stack $gap={3}>
        <Alert tone="success">
          <FormattedMessage id="trusted.preview.sent" values={values} />
        </Alert>
        <div>
          <ButtonLink to="/safety-plan" $variant="secondary">
            <FormattedMessage id="trusted.preview.openPlan" />
          </ButtonLink>
        </div>
      </Stack>
    );
  }
  if (limited) {
    return (
      <Alert tone="info">
        <FormattedMessage id="trusted.preview.limit" />{' '}
        <strong>
          <CrisisNumbers />
        </strong>
      </Alert>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submission.submit(() => sendTrustedMessage(text));
      }}
    >
      <Stack $gap={3}>
        <p>
          <FormattedMessage id="trusted.preview.lead" values={values} />
        </p>
        <strong>
          <FormattedMessage id="trusted.preview.to" values={values} />
        </strong>
        <Field>
          <label htmlFor="trusted-message">
            <FormattedMessage id="trusted.preview.label" />
          </label>
          <textarea
            id="trusted-message"
            value={text}
            maxLength={trustedPersonLimits.messageLength}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
        <Row $gap={3}>
          <Button type="submit" disabled={submission.pending || text.trim() === ''}>
            <FormattedMessage id={submission.pending ? 'trusted.preview.sending' : 'trusted.preview.send'} />
          </Button>
          <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>
            <FormattedMessage id="trusted.preview.cancel" />
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

function MessageContent({ user }: { user: User }) {
  const errorMessage = useErrorMessage();
  const loaded = useResource(user.id, fetchTrustedPerson);
  if (loaded.status === 'loading') return <Skeleton $height="12rem" aria-busy="true" />;
  if (loaded.status === 'failed') return <Alert tone="error">{errorMessage(loaded.error)}</Alert>;
  const { person } = loaded.data;
  if (person?.status !== 'agreed') {
    return (
      <Stack $gap={3}>
        <Alert tone="info">
          <FormattedMessage id="trusted.preview.notAgreed" />
        </Alert>
        <div>
          <ButtonLink to="/trusted-person" $variant="secondary">
            <FormattedMessage id="trusted.preview.toPage" />
          </ButtonLink>
        </div>
      </Stack>
    );
  }
  return (
    <Stack $gap={3}>
      <PageTitle>
        <FormattedMessage id="trusted.preview.title" values={{ name: person.name }} />
      </PageTitle>
      <Preview person={person} />
    </Stack>
  );
}

/** `/trusted-person/message`: one tap from a crisis block or Today is hard leads here; Send is the second. */
export function MessagePage() {
  return (
    <RequireSignIn>
      {(user) => (
        <Page>
          <MessageContent user={user} />
        </Page>
      )}
    </RequireSignIn>
  );
}
