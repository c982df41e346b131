import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ClinicianSummarySectionId } from '@steady/contracts';
import { Fieldset } from '../../../shared/components/field-styles';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
`;

/** A checkbox per section offered, all ticked at first; journal entries are picked one by one below. */
export function SectionFields({
  offered,
  ticked,
  onToggle,
}: {
  offered: readonly ClinicianSummarySectionId[];
  ticked: ReadonlySet<ClinicianSummarySectionId>;
  onToggle: (id: ClinicianSummarySectionId) => void;
}) {
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="summary.sections.legend" />
      </legend>
      {offered.map((id) => (
        <Choice key={id}>
          <input type="checkbox" name={id} checked={ticked.has(id)} onChange={() => onToggle(id)} />
          <FormattedMessage id={`summary.section.${id}`} />
        </Choice>
      ))}
    </Fieldset>
  );
}

export { Choice };
