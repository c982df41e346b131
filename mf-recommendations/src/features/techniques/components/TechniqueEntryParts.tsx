import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { useBadDay } from '@steady/bus';
import { Button, Row, Stack } from '@steady/ui';
import { RemoteAudioSlot } from '../../audio';
import { LikeButton } from '../../likes';
import { MarkAsDone } from './MarkAsDone';

const Badge = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.widths.text};
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

interface TechniqueBadgesProps {
  startHere: boolean;
  doneToday: boolean;
  interactive: boolean;
  premium: boolean;
}

/** The small labels beside a technique's name. */
export function TechniqueBadges({ startHere, doneToday, interactive, premium }: TechniqueBadgesProps) {
  return (
    <>
      {startHere && (
        <Badge data-start-here="">
          <FormattedMessage id="technique.startHere" />
        </Badge>
      )}
      {doneToday && (
        <Badge>
          <FormattedMessage id="technique.doneToday" />
        </Badge>
      )}
      {interactive && (
        <Badge>
          <FormattedMessage id="technique.interactive" />
        </Badge>
      )}
      {premium && (
        <Badge>
          <FormattedMessage id="technique.premium" />
        </Badge>
      )}
    </>
  );
}

/** How long a technique takes, the XP it gives, and its likes. */
export function TechniqueFacts({ technique }: { technique: TechniqueEntry }) {
  const badDay = useBadDay().on;
  return (
    <Row $gap={4}>
      <Meta>
        <div>
          <dt>
            <FormattedMessage id="technique.time" />
          </dt>
          <dd>{technique.time}</dd>
        </div>
        {/* While "Today is hard" is on, XP is not announced anywhere: no card promises it. */}
        {!badDay && (
          <div>
            <dt>
              <FormattedMessage id="technique.reward" />
            </dt>
            <dd>{technique.xp}</dd>
          </div>
        )}
      </Meta>
      <LikeButton technique={technique} />
    </Row>
  );
}

interface TechniqueStepsProps {
  technique: TechniqueEntry;
  /** The description, when the card keeps it behind the disclosure (on a phone). */
  description: ReactNode;
  /** A text technique (no tool): its audio guide, if it has one, and "Mark as done" follow the steps. */
  textTechnique: boolean;
}

/** The numbered steps behind "Show steps". */
export function TechniqueSteps({ technique, description, textTechnique }: TechniqueStepsProps) {
  const intl = useIntl();
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <Stack>
      {description}
      <Steps aria-label={intl.formatMessage({ id: 'technique.steps' }, { name: technique.name })}>
        {technique.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </Steps>
      {textTechnique && (
        <>
          {technique.audio &&
            (guideOpen ? (
              <RemoteAudioSlot
                exposedModule="AudioGuide"
                props={{ techniqueId: technique.id, name: technique.name, autoPlay: true }}
              />
            ) : (
              <div>
                <Button onClick={() => setGuideOpen(true)}>
                  <FormattedMessage id="technique.listenGuide" />
                </Button>
              </div>
            ))}
          <MarkAsDone technique={technique} />
        </>
      )}
    </Stack>
  );
}

interface StepsToggleProps {
  /** The id of the part it folds and unfolds. */
  controls: string;
  expanded: boolean;
  /** On a phone the folded part holds the description too, so the button speaks of details. */
  narrow: boolean;
  onToggle: () => void;
}

/** "Show steps" / "Hide steps" ("Show details" / "Hide details" on a phone). */
export function StepsToggle({ controls, expanded, narrow, onToggle }: StepsToggleProps) {
  const label = narrow
    ? expanded
      ? 'technique.hideDetails'
      : 'technique.showDetails'
    : expanded
      ? 'technique.hideSteps'
      : 'technique.showSteps';
  return (
    <Button $variant="quiet" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <FormattedMessage id={label} />
    </Button>
  );
}
