import styled, { useTheme } from 'styled-components';

/** A pie drawn as one very wide stroke: its dash is the part of the disk still left. */
const pieRadius = 24;
const pieCircumference = 2 * Math.PI * pieRadius;

const Svg = styled.svg`
  display: block;
  width: min(52vmin, 24rem);
  height: auto;
  aspect-ratio: 1;
`;

interface TimerDiskProps {
  /** 0..1 of the disk still shown (already stepwise when motion is reduced). */
  readonly fraction: number;
  /** No easing between sizes: reduced motion or the Low stimulation theme. */
  readonly still: boolean;
  readonly paused: boolean;
}

/**
 * The time left as a coloured disk that shrinks clockwise towards twelve o'clock, on a muted face. It is
 * decoration for sighted users: the time beside it is what assistive technology reads.
 */
export function TimerDisk({ fraction, still, paused }: TimerDiskProps) {
  const { colors } = useTheme();
  return (
    <Svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="49" fill={colors.surfaceMuted} stroke={colors.border} />
      <circle
        cx="50"
        cy="50"
        r={pieRadius}
        fill="none"
        stroke={colors.primary}
        strokeWidth={pieRadius * 2}
        strokeDasharray={`${fraction * pieCircumference} ${pieCircumference}`}
        transform="rotate(-90 50 50)"
        opacity={paused ? 0.55 : 1}
        style={{ transition: still ? 'none' : 'stroke-dasharray 1s linear' }}
      />
    </Svg>
  );
}
