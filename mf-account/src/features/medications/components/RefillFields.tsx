import { FormattedMessage } from 'react-intl';
import type { Medication } from '@steady/contracts';
import { medicationLimits } from '@steady/contracts/medications';
import { Row, Stack } from '@steady/ui';
import { LogField } from './LogFormParts';

/** The refill count's fields as typed, before they are read as numbers. */
interface RefillDraft {
  dosesLeft: string;
  threshold: string;
  time: string;
}

export const refillDraftOf = (medication: Medication | undefined): RefillDraft => ({
  dosesLeft: String(medication?.refill?.dosesLeft ?? 30),
  threshold: String(medication?.refill?.threshold ?? 5),
  time: medication?.refill?.time ?? '09:00',
});

/** Doses left, the count that sends the refill reminder, and the reminder's time. */
export function RefillFields({
  id,
  draft,
  onChange,
}: {
  id: string;
  draft: RefillDraft;
  onChange: (draft: RefillDraft) => void;
}) {
  return (
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
          value={draft.dosesLeft}
          onChange={(dosesLeft) => onChange({ ...draft, dosesLeft })}
        />
        <LogField
          id={`${id}-threshold`}
          labelId="medications.field.threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={medicationLimits.dosesLeft}
          required
          value={draft.threshold}
          onChange={(threshold) => onChange({ ...draft, threshold })}
        />
        <LogField
          id={`${id}-time`}
          labelId="medications.field.refillTime"
          type="time"
          required
          value={draft.time}
          onChange={(time) => onChange({ ...draft, time })}
        />
      </Row>
      <p>
        <FormattedMessage id="medications.refill.how" />
      </p>
    </Stack>
  );
}
