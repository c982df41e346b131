import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'error' | 'info' | 'success';

const AlertBox = styled.div<{ $tone: Tone }>`
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
  border-left: 4px solid currentColor;
`;

/** An inline message. Errors interrupt screen readers (role alert); the rest are polite. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <AlertBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </AlertBox>
  );
}
