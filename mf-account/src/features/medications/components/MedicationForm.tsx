import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { readerTimeZone } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import {
  defaultTimeZone,
  medicationLimits,
  type Medication,
  type MedicationRequest,
} from '@steady/contracts';
import { Row, Stack } from '@steady/ui';
import { useLogAction } from '../hooks/use-log-action';
import { LogField, LogFormEnd } from './LogFormParts';

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
        <LogField
          id={`${id}-name`}
          labelId="medications.field.name"
          value={name}
          required
          maxLength={medicationLimits.nameLength}
          autoComplete="off"
          onChange={setName}
        />
        <LogField
          id={`${id}-note`}
          labelId="medications.field.doseNote"
          value={doseNote}
          maxLength={medicationLimits.doseNoteLength}
          autoComplete="off"
          onChange={setDoseNote}
        />
        <label>
          <input type="checkbox" checked={counting} onChange={(event) => setCounting(event.target.checked)} />{' '}
          <FormattedMessage id="medications.field.refill" />
        </label>
        {counting && (
          <Stack $gap={3}>
            <Row $gap={3}>
              <LogField
                id={`${id}-left`}
                labelId="medications.field.dosesLeft"
                type="number"
                inputMode="numeric"
                min={0}
                max={medicationLimits.dosesLeft}
                required
                value={dosesLeft}
                onChange={setDosesLeft}
              />
              <LogField
                id={`${id}-threshold`}
                labelId="medications.field.threshold"
                type="number"
                inputMode="numeric"
                min={0}
                max={medicationLimits.dosesLeft}
                required
                value={threshold}
                onChange={setThreshold}
              />
              <LogField
                id={`${id}-time`}
                labelId="medications.field.refillTime"
                type="time"
                required
                value={time}
                onChange={setTime}
              />
            </Row>
            <p>
              <FormattedMessage id="medications.refill.how" />
            </p>
          </Stack>
        )}
        <LogFormEnd
          busy={busy}
          error={error}
          onRetry={() => void save()}
          submitLabelId={medication ? 'medications.save' : 'medications.add.submit'}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
