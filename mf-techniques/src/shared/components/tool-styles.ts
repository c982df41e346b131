import styled from 'styled-components';

/** One screen of a tool: centred, roomy, nothing competing for attention. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The name of the current step or phase. */
export const PhaseHeading = styled.h2`
  font-size: 1.6rem;
  line-height: 1.3;
  margin: 0;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Instruction = styled.p`
  font-size: 1.15rem;
  max-width: ${({ theme }) => theme.widths.text};
  margin: 0;
`;

export const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.widths.text};
  margin: 0;
`;

/** A large count or letter (5-4-3-2-1, S-T-O-P, the countdown). */
export const BigFigure = styled.p`
  font-size: 4rem;
  line-height: 1;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
