import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { type TrustedPerson, type TrustedPersonResponse } from '@steady/contracts';
import { trustedPersonLimits } from '@steady/contracts/trusted-person';
import { Alert, Button, ButtonLink, Card, Row, SectionTitle, Stack } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Field } from '../../../shared/components/field-styles';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { removeTrustedPerson, saveWeeklyChoice } from '../api/trusted-person-api';

/** The weekly note: the user's tick and line, and whether the person asked for it too. */
function WeeklyNote({
  person,
  onSaved,
}: {
  person: TrustedPerson;
  onSaved: (answer: TrustedPersonResponse) => void;
}) {
  const [weekly, setWeekly] = useState(person.weekly);
  const [line, setLine] = useState(person.weeklyLine);
  const submission = useFormSubmission({ successToastId: 'trusted.weekly.saved' });
  const values = { name: person.name };
  return (
    <Stack $gap={3}>
      <SectionTitle>
        <FormattedMessage id="trusted.weekly.title" />
      </SectionTitle>
      <p>
        <FormattedMessage id="trusted.weekly.explanation" values={values} />
      </p>
      <label>
        <input type="checkbox" checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />{' '}
        <FormattedMessage id="trusted.weekly.choose" values={values} />
      </label>
      <Field>
        <label htmlFor="trusted-weekly-line">
          <FormattedMessage id="trusted.weekly.line" />
        </label>
        <input
          id="trusted-weekly-line"
          value={line}
          maxLength={trustedPersonLimits.weeklyLineLength}
          onChange={(event) => setLine(event.target.value)}
        />
      </Field>
      <p>
        <FormattedMessage
          id={person.personWantsWeekly ? 'trusted.weekly.personAgreed' : 'trusted.weekly.personNotYet'}
          values={values}
        />
      </p>
      {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
      <div>
        <Button
          type="button"
          $variant="secondary"
          disabled={submission.pending}
          onClick={() =>
            void submission.submit(async () => onSaved(await saveWeeklyChoice({ weekly, line })))
          }
        >
          <FormattedMessage id="trusted.weekly.save" />
        </Button>
      </div>
    </Stack>
  );
}

interface PersonStatusProps {
  person: TrustedPerson;
  onChanged: (answer: TrustedPersonResponse) => void;
}

/** Who the trusted person is, where their answer stands, the weekly note once they agreed, and Remove. */
export function PersonStatus({ person, onChanged }: PersonStatusProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const removal = useFormSubmission();
  const values = {
    name: person.name,
    email: person.email,
    date: <FormattedDate value={person.askedAt} day="numeric" month="long" />,
  };
  const remove = async () => {
    if (await removal.submit(removeTrustedPerson)) onChanged({ person: null });
    setConfirming(false);
  };
  return (
    <Card aria-label={intl.formatMessage({ id: 'trusted.title' })}>
      <Stack $gap={4}>
        <Alert tone={person.status === 'agreed' ? 'success' : 'info'}>
          <FormattedMessage id={`trusted.status.${person.status}`} values={values} />
        </Alert>
        {person.status === 'agreed' && (
          <Stack $gap={2}>
            <div>
              <ButtonLink to="/trusted-person/message">
                <FormattedMessage id="trusted.message.open" values={values} />
              </ButtonLink>
            </div>
            <span>
              <FormattedMessage id="trusted.message.left" values={{ count: person.messagesLeft }} />
            </span>
          </Stack>
        )}
        {person.status === 'agreed' && <WeeklyNote person={person} onSaved={onChanged} />}
        {removal.failure !== null && <Alert tone="error">{removal.failure}</Alert>}
        <Row>
          <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            <FormattedMessage id="trusted.remove" values={values} />
          </Button>
        </Row>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="trusted.remove.title" values={values} />}
          confirmLabel={<FormattedMessage id="trusted.remove.confirm" />}
          cancelLabel={<FormattedMessage id="trusted.remove.keep" />}
          busy={removal.pending}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage id="trusted.remove.explanation" values={values} />
        </ConfirmDialog>
      )}
    </Card>
  );
}
