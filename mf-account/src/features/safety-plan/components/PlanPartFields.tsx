import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { safetyPlanLimits, type SafetyPlanPart } from '@steady/contracts';
import { Button, Row } from '@steady/ui';
import { Fieldset, inputLook } from '../../../shared/components/field-styles';

const LineInput = styled.input`
  ${inputLook}
  flex: 1 1 16rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PlanPartFieldsProps {
  part: SafetyPlanPart;
  lines: string[];
  onChange: (lines: string[]) => void;
  /** Shown after the hint: the emergency numbers, the exercises to pick. */
  children?: ReactNode;
}

/** One part of the plan: its title, a gentle hint, its lines (each one input) and a way to add one. */
export function PlanPartFields({ part, lines, onChange, children }: PlanPartFieldsProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `safetyPlan.part.${part}` });
  const full = lines.length >= safetyPlanLimits.lines;
  const change = (index: number, line: string) =>
    onChange(lines.map((current, at) => (at === index ? line : current)));
  return (
    <Fieldset>
      <legend>{title}</legend>
      <Hint>
        <FormattedMessage id={`safetyPlan.hint.${part}`} />
      </Hint>
      {children}
      {lines.map((line, index) => (
        // Lines have no identity of their own; the position is what the user sees and edits.
        <Row key={index} $gap={2}>
          <LineInput
            value={line}
            maxLength={safetyPlanLimits.lineLength}
            aria-label={intl.formatMessage({ id: 'safetyPlan.line' }, { part: title, number: index + 1 })}
            onChange={(event) => change(index, event.target.value)}
          />
          <Button
            $variant="secondary"
            aria-label={`${title}: ${intl.formatMessage({ id: 'safetyPlan.removeLine' }, { number: index + 1 })}`}
            onClick={() => onChange(lines.filter((_line, at) => at !== index))}
          >
            ×
          </Button>
        </Row>
      ))}
      {full ? (
        <Hint>
          <FormattedMessage id="safetyPlan.linesFull" values={{ count: safetyPlanLimits.lines }} />
        </Hint>
      ) : (
        <div>
          <Button
            $variant="secondary"
            aria-label={`${title}: ${intl.formatMessage({ id: 'safetyPlan.addLine' })}`}
            onClick={() => onChange([...lines, ''])}
          >
            <FormattedMessage id="safetyPlan.addLine" />
          </Button>
        </div>
      )}
    </Fieldset>
  );
}
