import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MoodContent } from '@steady/contracts';
import { useBadDay, useChannel, useViewer } from '@steady/bus';
import { Alert, CrisisHelp, SectionTitle, Stack } from '@steady/ui';
import { userStateChannel } from '@steady/user-state';
import { PhoneFold } from '../../../shared/components/PhoneFold';
import { CalmingAudioEntry } from '../../audio';
import { WhatHelpedBefore } from '../../personal-recommendations';
import {
  countTechniques,
  orderTechniques,
  shortestTechniques,
  startHereTechnique,
  TechniqueList,
  techniquesDoneToday,
  TechniqueSummary,
  withStartHereFirst,
} from '../../techniques';
import { moodsWithCrisisHelp } from '../model/crisis-help';
import { QuickStart } from './QuickStart';
import { TipCard } from './TipCard';
import { XpBar } from './XpBar';

const Description = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.widths.text};
  font-size: 1.05rem;
`;

/**
 * A loaded state page: description, a quick start of the suggested tool, tip, crisis help (anxiety,
 * overwhelm and irritability), XP (signed in only), audio (folded on a phone), then the ordered technique
 * list. While "Today is hard" is on: a gentler note, the calming audio first, no XP bar or upsell, and only
 * the shortest techniques.
 */
export function MoodContentView({ content }: { content: MoodContent }) {
  const intl = useIntl();
  const viewer = useViewer();
  // The API sends interactive and text techniques apart (spec §3); the page shows them as one list,
  // ordered (and, for subscribers, shuffled) once per answer, so a re-render never reorders it.
  const allTechniques = useMemo(() => [...content.app_techniques, ...content.extended_techniques], [content]);
  const ordered = useMemo(
    () => orderTechniques(allTechniques, { premiumAccess: content.premiumAccess, random: Math.random }),
    [allTechniques, content.premiumAccess],
  );
  const badDay = useBadDay().on;
  const offered = useMemo(() => (badDay ? shortestTechniques(ordered) : ordered), [badDay, ordered]);
  const startHere = startHereTechnique(offered);
  const techniques = withStartHereFirst(offered, startHere);
  const { history } = useChannel(userStateChannel);
  const doneToday = useMemo(() => techniquesDoneToday(history, new Date()), [history]);
  const counts = countTechniques(allTechniques);
  const isPremiumViewer = viewer.premium || content.premiumAccess;
  const [quickStarts, setQuickStarts] = useState(0);

  return (
    <Stack $gap={5}>
      <Description>{content.short_description}</Description>
      {badDay && (
        <>
          <Alert>
            <FormattedMessage id="mood.badDay.note" />
          </Alert>
          <CalmingAudioEntry mood={content.mood} />
        </>
      )}
      {startHere?.type === 'app' && (
        <QuickStart technique={startHere} onStart={() => setQuickStarts((count) => count + 1)} />
      )}
      <TipCard key={content.mood} tips={content.immediate_techniques} />
      {/* Up here, far from the premium card that follows the second technique: never help beside an upsell. */}
      {moodsWithCrisisHelp.has(content.mood) && <CrisisHelp />}
      {viewer.signedIn && !badDay && <XpBar />}
      <WhatHelpedBefore content={content} />
      {!badDay && (
        <PhoneFold label={intl.formatMessage({ id: 'mood.showAudio' })}>
          <CalmingAudioEntry mood={content.mood} />
        </PhoneFold>
      )}
      <section aria-labelledby="mood-techniques-title">
        <Stack>
          <SectionTitle id="mood-techniques-title">
            <FormattedMessage id="mood.techniquesTitle" />
          </SectionTitle>
          {!badDay && (
            <TechniqueSummary
              counts={counts}
              signedIn={viewer.signedIn}
              checkingSubscription={viewer.checkingSubscription}
            />
          )}
          <TechniqueList
            techniques={techniques}
            mood={content.mood}
            showPremiumPromo={!badDay && !isPremiumViewer && !viewer.checkingSubscription}
            label={intl.formatMessage({ id: 'mood.techniquesTitle' })}
            startHereId={startHere?.id ?? null}
            startHereLaunch={quickStarts}
            doneToday={doneToday}
          />
        </Stack>
      </section>
    </Stack>
  );
}
