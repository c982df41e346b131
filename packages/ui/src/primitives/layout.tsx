import styled from 'styled-components';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.widths.page};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

export const PageTitle = styled.h1`
  /* Smaller on the narrowest phones, so one long Russian word (конфиденциальности) still fits the line. */
  font-size: clamp(1.5rem, 7vw, 1.9rem);
  line-height: 1.25;
  overflow-wrap: break-word;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export const SectionTitle = styled.h2`
  font-size: 1.3rem;
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.widths.text};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const Prose = styled.div`
  max-width: ${({ theme }) => theme.widths.text};
  h2 {
    font-size: 1.2rem;
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

export const Row = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Holds the place of content that is loading, at its final size, so nothing jumps when it arrives. */
export const Skeleton = styled.div<{ $height?: string }>`
  height: ${({ $height = '1.2em' }) => $height};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
