import type { InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Row } from '@steady/ui';
import { Field } from '../../../shared/components/field-styles';
import { ActionFailure } from './ActionFailure';

type LogFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
};

/** One labelled input of the medication log's forms. */
export function LogField({ id, labelId, value, onChange, ...input }: LogFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </Field>
  );
}

interface LogFormEndProps {
  busy: boolean;
  error: unknown;
  /** Saves again once the user has given the health-data consent the write asked for. */
  onRetry: () => void;
  /** The submit button's catalog id while nothing is saving. */
  submitLabelId: string;
  onCancel?: () => void;
}

/** Why the last save failed, then the save and cancel buttons, as every form of the log ends. */
export function LogFormEnd({ busy, error, onRetry, submitLabelId, onCancel }: LogFormEndProps) {
  return (
    <>
      <ActionFailure error={error} onConsented={onRetry} />
      <Row $gap={2}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'medications.saving' : submitLabelId} />
        </Button>
        {onCancel && (
          <Button $variant="secondary" onClick={onCancel}>
            <FormattedMessage id="medications.cancel" />
          </Button>
        )}
      </Row>
    </>
  );
}
