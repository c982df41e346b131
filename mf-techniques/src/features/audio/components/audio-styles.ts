import styled from 'styled-components';

/** A labelled slider row: the label above, the value beside the track, large enough for a thumb. */
export const SliderField = styled.label`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: center;
  max-width: 28rem;
  span:first-child {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  input[type='range'] {
    width: 100%;
    min-height: 44px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const SelectField = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  select {
    max-width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

export const TimeLeft = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export const StatusText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
