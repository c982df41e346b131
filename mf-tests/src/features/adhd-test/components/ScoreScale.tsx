import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { adhdMaxScore, type AdhdRangeId, type AdhdScale } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { inLanguage } from '../../../shared/in-language';

interface ScoreScaleProps {
  score: number;
  range: AdhdRangeId;
  /** The scale the result was scored on: its ranges and their names. */
  scale: AdhdScale;
  /** Read by someone the result was shared with: the note then speaks of "this score", not "your score". */
  shared?: boolean;
}

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0;
  max-width: ${({ theme }) => theme.widths.text};
`;

const Track = styled.div`
  position: relative;
`;

const Bar = styled.div`
  display: flex;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
`;

// Soft, distinct tints; the labels under the bar say the same in words, so colour is never the only cue.
const segmentColours: Record<AdhdRangeId, string> = { low: '#d6e8de', moderate: '#efe0bf', high: '#efcfc8' };

const Segment = styled.div<{ $range: AdhdRangeId; $share: number }>`
  flex: ${({ $share }) => $share} 0 0;
  background: ${({ $range }) => segmentColours[$range]};
`;

// The result is drawn as the whole of its range, not a point: the questions are not precise enough to
// place anyone at one exact score.
const Band = styled.div<{ $start: number; $share: number }>`
  position: absolute;
  top: -6px;
  left: ${({ $start }) => `${$start * 100}%`};
  width: ${({ $share }) => `${$share * 100}%`};
  height: 32px;
  box-sizing: border-box;
  border: 3px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.small};
`;

// The range names are words now, not "Low/High": on a phone they wrap, so they keep apart and may hyphenate.
const Labels = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Label = styled.div<{ $share: number; $current: boolean }>`
  flex: ${({ $share }) => $share} 0 0;
  min-width: 0;
  text-align: center;
  overflow-wrap: break-word;
  hyphens: auto;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  color: ${({ theme, $current }) => ($current ? theme.colors.text : 'inherit')};
`;

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each range's share of the bar: its scores plus half a step either side, so boundaries fall between scores. */
function shareOf(range: { min: number; max: number }): number {
  return (Math.min(range.max + 0.5, adhdMaxScore) - Math.max(range.min - 0.5, 0)) / adhdMaxScore;
}

/**
 * The 0–51 scale as a bar, its ranges named as the interpretation names them, with the result's range
 * framed as a band; screen readers get the same picture as one sentence.
 */
export function ScoreScale({ score, range, scale, shared = false }: ScoreScaleProps) {
  const intl = useIntl();
  const [language] = useLanguage();
  const nameOf = (scoreRange: AdhdScale['ranges'][number]) => inLanguage(scoreRange.label, language) ?? '';
  const currentIndex = scale.ranges.findIndex((scoreRange) => scoreRange.id === range);
  const current = scale.ranges[currentIndex];
  const bandStart = scale.ranges
    .slice(0, Math.max(currentIndex, 0))
    .reduce((sum, earlier) => sum + shareOf(earlier), 0);
  const description = intl.formatMessage(
    { id: 'adhdResult.scaleDescription' },
    { score, max: adhdMaxScore, range: current ? nameOf(current) : '' },
  );
  return (
    <Figure>
      <div role="img" aria-label={description}>
        <Track aria-hidden="true">
          <Bar>
            {scale.ranges.map((scoreRange) => (
              <Segment key={scoreRange.id} $range={scoreRange.id} $share={shareOf(scoreRange)} />
            ))}
          </Bar>
          {current && <Band $start={bandStart} $share={shareOf(current)} />}
        </Track>
        <Labels aria-hidden="true">
          {scale.ranges.map((scoreRange) => (
            <Label key={scoreRange.id} $share={shareOf(scoreRange)} $current={scoreRange.id === range}>
              {nameOf(scoreRange)}
              <br />
              {scoreRange.min}–{scoreRange.max}
            </Label>
          ))}
        </Labels>
      </div>
      <Caption>
        <FormattedMessage id={shared ? 'adhdResult.bandNote.shared' : 'adhdResult.bandNote'} />
      </Caption>
    </Figure>
  );
}
