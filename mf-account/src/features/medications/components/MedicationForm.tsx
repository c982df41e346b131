import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { readerTimeZone } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import { defaultTimeZone, type Medication, type MedicationRequest } from '@steady/contracts';
import { medicationLimits } from '@steady/contracts/medications';
import { Stack } from '@steady/ui';
import { useLogAction } from '../hooks/use-log-action';
import { LogField, LogFormEnd } from './LogFormParts';
import { RefillFields, refillDraftOf } from './RefillFields';

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
  const [refill, setRefill] = useState(() => refillDraftOf(medication));

  const save = async () => {
    const request: MedicationRequest = {
      name,
      doseNote,
      refill: counting
        ? {
            dosesLeft: countOf(refill.dosesLeft),
            threshold: countOf(refill.threshold),
            time: refill.time,
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
        {counting && <RefillFields id={id} draft={refill} onChange={setRefill} />}
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
