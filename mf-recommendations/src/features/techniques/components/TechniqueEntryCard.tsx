import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Mood, TechniqueEntry } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { useNarrowScreen } from '../../../shared/hooks/use-narrow-screen';
import { useToolLauncher } from '../hooks/use-tool-launcher';
import { CompactLockedEntry } from './CompactLockedEntry';
import { LockedTechniqueNotice } from './LockedTechniqueNotice';
import { StepsToggle, TechniqueBadges, TechniqueFacts, TechniqueSteps } from './TechniqueEntryParts';
import { TechniqueToolSlot } from './TechniqueToolSlot';

const Entry = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  @media print {
    break-inside: avoid;
  }
`;

const Name = styled.h3`
  font-size: 1.15rem;
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.widths.text};
`;

interface TechniqueEntryCardProps {
  technique: TechniqueEntry;
  /** The state page the technique is opened from: tools pick their rhythm by it, history records it. */
  mood?: Mood;
  /** The state page's one suggestion of where to begin. */
  startHere?: boolean;
  /** Finished on this device today. */
  doneToday?: boolean;
  /** Raised by the state page's quick start: open the tool and start it, as the main button does. */
  launchRequest?: number;
}

/**
 * One technique: name, description, time, XP, likes, and behind "Show steps" its numbered steps with
 * "Mark as done" (text). An interactive technique's main button opens its tool and starts it, in one tap.
 * Premium techniques without access show how to unlock them instead of steps.
 */
export function TechniqueEntryCard({
  technique,
  mood,
  startHere = false,
  doneToday = false,
  launchRequest = 0,
}: TechniqueEntryCardProps) {
  const stepsId = useId();
  const [expanded, setExpanded] = useState(false);
  const tool = useToolLauncher(technique.id, launchRequest);
  const appName = technique.type === 'app' ? technique.appName : null;
  // On a phone the description waits behind the card's disclosure, and a locked card is one line.
  const narrow = useNarrowScreen();
  if (narrow && technique.locked) return <CompactLockedEntry technique={technique} />;
  const description = <Description>{technique.desc}</Description>;

  return (
    <Entry aria-label={technique.name} id={`technique-${technique.id}`}>
      <Stack>
        <Row $gap={2}>
          <Name>{technique.name}</Name>
          <TechniqueBadges
            startHere={startHere}
            doneToday={doneToday}
            interactive={appName !== null}
            premium={technique.isPremium}
          />
        </Row>
        {!narrow && description}
        <TechniqueFacts technique={technique} />
        {technique.locked ? (
          <LockedTechniqueNotice techniqueId={technique.id} techniqueName={technique.name} />
        ) : (
          <>
            <Row $gap={2} data-print="hide">
              {appName !== null && !tool.open && (
                <Button ref={tool.startButton} onClick={tool.start}>
                  <FormattedMessage id="technique.startTool" />
                </Button>
              )}
              <StepsToggle
                controls={stepsId}
                expanded={expanded}
                narrow={narrow}
                onToggle={() => setExpanded((open) => !open)}
              />
            </Row>
            {appName !== null && tool.open && (
              <TechniqueToolSlot
                appName={appName}
                techniqueId={technique.id}
                xp={technique.xpAmount}
                name={technique.name}
                mood={mood}
                autoStart={tool.autoStart}
                onClose={tool.close}
              />
            )}
            {/* Hidden, not removed: a technique marked done (or its guide playing) keeps its state when folded away. */}
            <div id={stepsId} hidden={!expanded}>
              <TechniqueSteps
                technique={technique}
                description={narrow ? description : null}
                textTechnique={appName === null}
              />
            </div>
          </>
        )}
      </Stack>
    </Entry>
  );
}
