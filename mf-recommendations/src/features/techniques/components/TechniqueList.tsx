import { Fragment } from 'react';
import styled from 'styled-components';
import type { Mood, TechniqueEntry } from '@steady/contracts';
import { PremiumPromoCard } from './PremiumPromoCard';
import { TechniqueEntryCard } from './TechniqueEntryCard';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Spec §2: the premium promo card follows the second technique. */
const promoAfterIndex = 1;

export interface TechniqueListProps {
  techniques: readonly TechniqueEntry[];
  mood?: Mood;
  showPremiumPromo: boolean;
  label: string;
}

export function TechniqueList({ techniques, mood, showPremiumPromo, label }: TechniqueListProps) {
  // A list shorter than two still shows the card, at its end.
  const promoIndex = Math.min(promoAfterIndex, techniques.length - 1);
  return (
    <Entries aria-label={label}>
      {techniques.map((technique, index) => (
        <Fragment key={technique.id}>
          <li>
            <TechniqueEntryCard technique={technique} mood={mood} />
          </li>
          {showPremiumPromo && index === promoIndex && (
            <li>
              <PremiumPromoCard />
            </li>
          )}
        </Fragment>
      ))}
    </Entries>
  );
}
