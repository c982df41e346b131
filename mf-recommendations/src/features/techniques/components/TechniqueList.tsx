import { Fragment } from 'react';
import type { Mood, TechniqueEntry } from '@steady/contracts';
import { LockedTechniquesGroup } from './LockedTechniquesGroup';
import { Entries } from './technique-list-styles';
import { PremiumPromoCard } from './PremiumPromoCard';
import { TechniqueEntryCard } from './TechniqueEntryCard';

/** Spec §2: the premium promo card follows the second technique. */
const promoAfterIndex = 1;

interface TechniqueListProps {
  techniques: readonly TechniqueEntry[];
  mood?: Mood;
  showPremiumPromo: boolean;
  label: string;
  startHereId?: string | null;
  doneToday?: ReadonlySet<string>;
  /** Counts the quick start's taps: each one launches the start-here technique's tool. */
  startHereLaunch?: number;
}

/**
 * The techniques this viewer can open, each as a card, with the premium promo after the second; the
 * premium ones they cannot open wait in one folded group, so a long list of locks does not bury them.
 */
export function TechniqueList({
  techniques,
  mood,
  showPremiumPromo,
  label,
  startHereId = null,
  doneToday = new Set(),
  startHereLaunch = 0,
}: TechniqueListProps) {
  const open = techniques.filter((technique) => !technique.locked);
  const locked = techniques.filter((technique) => technique.locked);
  // A list shorter than two still shows the card, at its end.
  const promoIndex = Math.min(promoAfterIndex, open.length - 1);
  const card = (technique: TechniqueEntry) => (
    <TechniqueEntryCard
      technique={technique}
      mood={mood}
      startHere={technique.id === startHereId}
      doneToday={doneToday.has(technique.id)}
      launchRequest={technique.id === startHereId ? startHereLaunch : 0}
    />
  );
  return (
    <Entries aria-label={label}>
      {open.map((technique, index) => (
        <Fragment key={technique.id}>
          <li>{card(technique)}</li>
          {showPremiumPromo && index === promoIndex && (
            <li>
              <PremiumPromoCard />
            </li>
          )}
        </Fragment>
      ))}
      {locked.length > 0 && (
        <li>
          <LockedTechniquesGroup count={locked.length}>
            {locked.map((technique) => (
              <li key={technique.id}>{card(technique)}</li>
            ))}
          </LockedTechniquesGroup>
        </li>
      )}
    </Entries>
  );
}
