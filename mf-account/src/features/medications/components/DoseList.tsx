import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Dose, DoseRequest } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { toLocalInputValue } from '../../../shared/local-time';
import { useLogAction } from '../hooks/use-log-action';
import { instantOf } from '../model/times';
import { ActionFailure } from './ActionFailure';
import { LogField, LogFormEnd } from './LogFormParts';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface DoseActions {
  onChange: (dose: Dose, request: DoseRequest) => Promise<void>;
  onDelete: (dose: Dose) => Promise<void>;
}

function DoseTimesForm({
  dose,
  onSave,
  onCancel,
}: {
  dose: Dose;
  onSave: (request: DoseRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const { busy, error, run } = useLogAction();
  const [takenAt, setTakenAt] = useState(toLocalInputValue(new Date(dose.takenAt)));
  const [wearingOffAt, setWearingOffAt] = useState(
    dose.wearingOffAt === null ? '' : toLocalInputValue(new Date(dose.wearingOffAt)),
  );
  const save = async () => {
    const taken = instantOf(takenAt);
    if (taken === null) return;
    await run(() => onSave({ takenAt: taken, wearingOffAt: instantOf(wearingOffAt) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <form onSubmit={submit}>
      <Stack $gap={3}>
        <Row $gap={3}>
          <LogField
            id={`${id}-taken`}
            labelId="medications.field.takenAt"
            type="datetime-local"
            required
            value={takenAt}
            onChange={setTakenAt}
          />
          <LogField
            id={`${id}-off`}
            labelId="medications.field.wearingOffAt"
            type="datetime-local"
            value={wearingOffAt}
            onChange={setWearingOffAt}
          />
        </Row>
        <LogFormEnd
          busy={busy}
          error={error}
          onRetry={() => void save()}
          submitLabelId="medications.save"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

function DoseEntry({ dose, name, onChange, onDelete }: DoseActions & { dose: Dose; name: string }) {
  const intl = useIntl();
  const [changing, setChanging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const action = useLogAction();
  const when = (instant: string) =>
    intl.formatDate(instant, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
  const wearingOffNow = () =>
    void action.run(() => onChange(dose, { takenAt: dose.takenAt, wearingOffAt: new Date().toISOString() }));

  if (changing) {
    return (
      <DoseTimesForm
        dose={dose}
        onSave={async (request) => {
          await onChange(dose, request);
          setChanging(false);
        }}
        onCancel={() => setChanging(false)}
      />
    );
  }
  return (
    <Stack $gap={2}>
      <p>
        <strong>{name}</strong>
      </p>
      <p>
        <FormattedMessage id="medications.dose.taken" values={{ time: when(dose.takenAt) }} />
      </p>
      {dose.wearingOffAt !== null && (
        <p>
          <FormattedMessage id="medications.dose.wearingOff" values={{ time: when(dose.wearingOffAt) }} />
        </p>
      )}
      <Row $gap={2}>
        {dose.wearingOffAt === null && (
          <Button $variant="secondary" disabled={action.busy} onClick={wearingOffNow}>
            <FormattedMessage id="medications.dose.wearingOffNow" />
          </Button>
        )}
        <Button
          $variant="secondary"
          aria-label={`${when(dose.takenAt)}: ${intl.formatMessage({ id: 'medications.change' })}`}
          onClick={() => setChanging(true)}
        >
          <FormattedMessage id="medications.change" />
        </Button>
        <Button
          $variant="secondary"
          aria-label={`${when(dose.takenAt)}: ${intl.formatMessage({ id: 'medications.delete' })}`}
          onClick={() => setDeleting(true)}
        >
          <FormattedMessage id="medications.delete" />
        </Button>
      </Row>
      <ActionFailure error={action.error} onConsented={wearingOffNow} />
      {deleting && (
        <ConfirmDialog
          title={<FormattedMessage id="medications.dose.delete.title" />}
          confirmLabel={<FormattedMessage id="medications.delete.confirm" />}
          cancelLabel={<FormattedMessage id="medications.delete.keep" />}
          busy={action.busy}
          onConfirm={() => void action.run(() => onDelete(dose)).then(() => setDeleting(false))}
          onClose={() => setDeleting(false)}
        >
          <p>
            <FormattedMessage id="medications.dose.delete.explanation" />
          </p>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** The latest entries, newest first: when taken, when wearing off (one tap for "now"), change, delete. */
export function DoseList({
  doses,
  nameOf,
  ...actions
}: DoseActions & { doses: Dose[]; nameOf: (medicationId: string) => string }) {
  if (doses.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="medications.doses.empty" />
      </Muted>
    );
  }
  return (
    <Entries>
      {doses.map((dose) => (
        <li key={dose.id}>
          <DoseEntry dose={dose} name={nameOf(dose.medicationId)} {...actions} />
        </li>
      ))}
    </Entries>
  );
}
