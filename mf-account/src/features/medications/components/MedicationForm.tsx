import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { readerTimeZone } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import { defaultTimeZone, type Medication, type MedicationRequest } from '@steady/contracts';
import { medicationLimits } from '@steady/contracts/medications';
import { Button, Row, Stack } from '@steady/ui';
import { Field } from '../../../shared/components/field-styles';
import { useLogAction } from '../hooks/use-log-action';
import { ActionFailure } from './ActionFailure';

interface MedicationFormProps {
  /** The medication to change; absent: a new one. */
  medication?: Medication;
  onSubmit: (request: MedicationRequest) => Promise<void>;
  onCancel?: () => void;
}

const countOf = (value: string) => Math.max(0, Math.floor(Number(value) || 0));

/** Name, the user's own dose note, and an optional refill count with its reminder time. */
export function MedicationForm({ medication, onSubmit, onCancel }: MedicationFormProps) {
  const id = useId();
  const [language] = useLanguage();
  const { busy, error, run } = useLogAction();
  const [name, setName] = useState(medication?.name ?? '');
  const [doseNote, setDoseNote] = useState(medication?.doseNote ?? '');
  const [counting, setCounting] = useState(medication ? medication.refill !== null : false);
  const [dosesLeft, setDosesLeft] = useState(String(medication?.refill?.dosesLeft ?? 30));
  const [threshold, setThreshold] = useState(String(medication?.refill?.threshold ?? 5));
  const [time, setTime] = useState(medication?.refill?.time ?? '09:00');

  const save = async () => {
    const request: MedicationRequest = {
      name,
      doseNote,
      refill: counting
        ? {
            dosesLeft: countOf(dosesLeft),
            threshold: countOf(threshold),
            time,
            timeZone: readerTimeZone() ?? defaultTimeZone,
            language,
          }
        : null,
    };
    const saved = await run(() => onSubmit(request));
    if (saved && !medication) {
      setName('');
      setDoseNote('');
      setCounting(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={submit}>
      <Stack $gap={3}>
        <Field>
          <label htmlFor={`${id}-name`}>
            <FormattedMessage id="medications.field.name" />
          </label>
          <input
            id={`${id}-name`}
            value={name}
            required
            maxLength={medicationLimits.nameLength}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-note`}>
            <FormattedMessage id="medications.field.doseNote" />
          </label>
          <input
            id={`${id}-note`}
            value={doseNote}
            maxLength={medicationLimits.doseNoteLength}
            autoComplete="off"
            onChange={(event) => setDoseNote(event.target.value)}
          />
        </Field>
        <label>
          <input type="checkbox" checked={counting} onChange={(event) => setCounting(event.target.checked)} />{' '}
          <FormattedMessage id="medications.field.refill" />
        </label>
        {counting && (
          <Stack $gap={3}>
            <Row $gap={3}>
              <Field>
                <label htmlFor={`${id}-left`}>
                  <FormattedMessage id="medications.field.dosesLeft" />
                </label>
                <input
                  id={`${id}-left`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={medicationLimits.dosesLeft}
                  required
                  value={dosesLeft}
                  onChange={(event) => setDosesLeft(event.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor={`${id}-threshold`}>
                  <FormattedMessage id="medications.field.threshold" />
                </label>
                <input
                  id={`${id}-threshold`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={medicationLimits.dosesLeft}
                  required
                  value={threshold}
                  onChange={(event) => setThreshold(event.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor={`${id}-time`}>
                  <FormattedMessage id="medications.field.refillTime" />
                </label>
                <input
                  id={`${id}-time`}
                  type="time"
                  required
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                />
              </Field>
            </Row>
            <p>
              <FormattedMessage id="medications.refill.how" />
            </p>
          </Stack>
        )}
        <ActionFailure error={error} onConsented={() => void save()} />
        <Row $gap={2}>
          <Button type="submit" disabled={busy}>
            <FormattedMessage
              id={busy ? 'medications.saving' : medication ? 'medications.save' : 'medications.add.submit'}
            />
          </Button>
          {onCancel && (
            <Button $variant="secondary" onClick={onCancel}>
              <FormattedMessage id="medications.cancel" />
            </Button>
          )}
        </Row>
      </Stack>
    </form>
  );
}
