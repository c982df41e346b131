import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { adhdMaxScore, type AdhdScore } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Card, Prose, SectionTitle } from '@steady/ui';
import { inLanguage } from '../../../shared/in-language';
import { ScoreScale } from './ScoreScale';

const Score = styled.p`
  font-size: 1.4rem;
  font-weight: 700;
  margin: 0;
`;

// The two parts of the total side by side: how often the traits show, and how much they get in the way.
const Parts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
`;

interface ScoreSummaryProps {
  readonly result: AdhdScore;
  /** Above the score: when it was taken, or that it was not kept. */
  readonly heading: ReactNode;
  /** Under the scale: a note about the scale it was taken on. */
  readonly scaleNote?: ReactNode;
  /** Read by someone the result was shared with, not by the person who answered. */
  readonly shared?: boolean;
}

/**
 * A score with its two parts (traits, effect on daily life), the range it falls in on the scale and what
 * that range may mean: saved or not.
 */
export function ScoreSummary({ result, heading, scaleNote, shared }: ScoreSummaryProps) {
  const [language] = useLanguage();
  const interpretation = inLanguage(result.interpretation, language);
  return (
    <Card>
      {heading}
      <Score>
        <FormattedMessage id="adhdResult.score" values={{ score: result.score, max: adhdMaxScore }} />
      </Score>
      {result.parts && (
        <Parts>
          <li>
            <FormattedMessage id="adhdResult.parts.traits" values={{ ...result.parts.traits }} />
          </li>
          <li>
            <FormattedMessage id="adhdResult.parts.dailyLife" values={{ ...result.parts.dailyLife }} />
          </li>
        </Parts>
      )}
      <ScoreScale score={result.score} range={result.range} scale={result.scale} shared={shared} />
      {scaleNote}
      {interpretation && (
        <Prose>
          <SectionTitle>{interpretation.label}</SectionTitle>
          <p>{interpretation.text}</p>
        </Prose>
      )}
    </Card>
  );
}
