import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tint } from '@steady/ui';

const smallestScale = 0.45;
/** Under reduced motion the circle rests at one size: a calm, still cue beside the phase name. */
const stillScale = 0.8;

const Stage = styled.div`
  position: relative;
  width: min(72vw, 280px);
  aspect-ratio: 1;
  display: grid;
  place-items: center;
`;

const Circle = styled.div`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  background: radial-gradient(
    circle,
    ${({ theme }) => theme.colors.surfaceMuted} 0%,
    ${({ theme }) => tint(theme.colors.primary, 20)} 70%,
    ${({ theme }) => tint(theme.colors.primary, 33)} 100%
  );
  border: 2px solid ${({ theme }) => tint(theme.colors.primary, 40)};
  will-change: transform;
`;

const Label = styled.div`
  position: relative;
  text-align: center;
`;

interface BreathingCircleProps {
  /** 0 fully out … 1 fully in, from the machine's view. */
  readonly scale: number;
  readonly still: boolean;
  /** The phase name and count, drawn on the circle. */
  readonly children: ReactNode;
}

/**
 * Grows while breathing in, rests on holds, shrinks while breathing out. The size is set inline each frame
 * (a styled prop would mint a new class per frame).
 */
export function BreathingCircle({ scale, still, children }: BreathingCircleProps) {
  const size = still ? stillScale : smallestScale + (1 - smallestScale) * scale;
  return (
    <Stage>
      <Circle aria-hidden="true" data-testid="breathing-circle" style={{ transform: `scale(${size})` }} />
      <Label>{children}</Label>
    </Stage>
  );
}
