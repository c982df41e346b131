import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { formatClock } from '../timing/display-clock';

const ringRadius = 52;
const ringCircumference = 2 * Math.PI * ringRadius;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const RingBox = styled.div`
  position: relative;
  width: min(56vw, 200px);
  aspect-ratio: 1;
`;

const Ring = styled.div`
  position: absolute;
  inset: 0;
  svg {
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

const RingTime = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  font-size: 2.4rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const BarTime = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const BarTrack = styled.div`
  width: min(100%, 420px);
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

interface TimerDisplayProps {
  readonly remainingMs: number;
  /** 0..1 of the span the display stands for. */
  readonly progress: number;
  /** What the time is, e.g. "Time left in this step". */
  readonly label: string;
  readonly variant?: 'ring' | 'bar';
  /** A calm accent for the last stretch (no blinking, no red). */
  readonly emphasis?: boolean;
}

/** Remaining time as mm:ss and as a ring or bar that fills up; both readable by screen readers. */
export function TimerDisplay({
  remainingMs,
  progress,
  label,
  variant = 'ring',
  emphasis = false,
}: TimerDisplayProps) {
  const intl = useIntl();
  const theme = useTheme();
  const time = formatClock(remainingMs);
  const fraction = Math.min(1, Math.max(0, progress));
  const fillColor = emphasis ? theme.colors.accent : theme.colors.primary;
  const progressbar = {
    role: 'progressbar',
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': Math.round(fraction * 100),
    'aria-valuetext': intl.formatMessage({ id: 'tool.timeLeftValue' }, { time }),
  } as const;

  if (variant === 'bar') {
    return (
      <Figure>
        <BarTime role="timer" aria-label={label}>
          {time}
        </BarTime>
        <BarTrack {...progressbar}>
          <div style={{ height: '100%', width: `${fraction * 100}%`, background: fillColor }} />
        </BarTrack>
      </Figure>
    );
  }
  return (
    <Figure>
      <RingBox>
        <Ring {...progressbar}>
          <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
            <circle
              cx="60"
              cy="60"
              r={ringRadius}
              fill="none"
              strokeWidth="8"
              stroke={theme.colors.surfaceMuted}
            />
            <circle
              cx="60"
              cy="60"
              r={ringRadius}
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              stroke={fillColor}
              strokeDasharray={ringCircumference}
              strokeDashoffset={ringCircumference * (1 - fraction)}
            />
          </svg>
        </Ring>
        <RingTime role="timer" aria-label={label}>
          {time}
        </RingTime>
      </RingBox>
    </Figure>
  );
}
