import styled, { css, keyframes } from 'styled-components';
import { whenMotionReduced } from '@steady/ui';

const shred = keyframes`
  from {
    clip-path: inset(0 0 0 0);
    transform: translateY(0);
    opacity: 1;
  }
  to {
    clip-path: inset(0 0 100% 0);
    transform: translateY(32px);
    opacity: 0;
  }
`;

/** The text cut into thin strips that slide down and fade: slow and quiet, no flash. */
const Page = styled.div<{ $durationMs: number }>`
  width: min(100%, 560px);
  min-height: 8rem;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: left;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  mask-image: repeating-linear-gradient(90deg, #000 0 14px, transparent 14px 17px);
  animation: ${shred} ${({ $durationMs }) => $durationMs}ms ease-in forwards;
  ${whenMotionReduced(css`
    animation: none;
    opacity: 0.35;
  `)}
`;

/** What is left of the page while it is being shredded; the text is cleared when the machine says so. */
export function ShreddedPage({ text, durationMs }: { text: string; durationMs: number }) {
  return (
    <Page aria-hidden="true" $durationMs={durationMs}>
      {text}
    </Page>
  );
}
