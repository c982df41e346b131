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

interface ScoreSummaryProps {
  readonly result: AdhdScore;
  /** Above the score: when it was taken, or that it was not kept. */
  readonly heading: ReactNode;
  /** Under the scale: a note about the scale it was taken on. */
  readonly scaleNote?: ReactNode;
}

/** A score, where it falls on the scale and what that range may mean: saved or not. */
export function ScoreSummary({ result, heading, scaleNote }: ScoreSummaryProps) {
  const [language] = useLanguage();
  const interpretation = inLanguage(result.interpretation, language);
  return (
    <Card>
      {heading}
      <Score>
        <FormattedMessage id="adhdResult.score" values={{ score: result.score, max: adhdMaxScore }} />
      </Score>
      <ScoreScale score={result.score} position={result.position} range={result.range} scale={result.scale} />
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
