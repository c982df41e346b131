import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { personNameMaximumLength } from '@steady/contracts';

/** The limits an error message names, so a message never states another number than the rule. */
const validationFigures = { nameMaximum: personNameMaximumLength };

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  font: inherit;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.95rem;
`;

interface TextFieldProps {
  id: string;
  labelId: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** Catalog id of the field's error, shown under it and announced with it. */
  errorId: string | undefined;
}

/** A labelled input with its error right below it, tied together for screen readers. */
export function TextField({ id, labelId, type, autoComplete, value, onChange, errorId }: TextFieldProps) {
  const errorElementId = `${id}-error`;
  return (
    <FieldBox>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <Input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId === undefined ? undefined : errorElementId}
      />
      {errorId !== undefined && (
        <ErrorText id={errorElementId}>
          <FormattedMessage id={errorId} values={validationFigures} />
        </ErrorText>
      )}
    </FieldBox>
  );
}
