import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Mood } from '@steady/contracts';
import { Button, ButtonLink, Card, CrisisHelp, Row, SectionTitle, Stack } from '@steady/ui';

/** The state the answers point to, the way to its recommendations, and help for a crisis. */
export function ShortTestResult({ state, onRestart }: { state: Mood; onRestart: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The button that led here is gone; the result's heading takes focus so reading continues from it.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Stack $gap={5}>
      <Card>
        <SectionTitle ref={titleRef} tabIndex={-1}>
          <FormattedMessage id="shortTest.result.title" />
        </SectionTitle>
        <p>
          <FormattedMessage
            id="shortTest.result.state"
            values={{
              state: (
                <strong>
                  <FormattedMessage id={`mood.${state}`} />
                </strong>
              ),
            }}
          />
        </p>
        <p>
          <FormattedMessage id={`shortTest.result.about.${state}`} />
        </p>
        <Row>
          <ButtonLink to={`/recommendations/${state}`}>
            <FormattedMessage id="shortTest.result.go" />
          </ButtonLink>
          <Button $variant="secondary" onClick={onRestart}>
            <FormattedMessage id="shortTest.restart" />
          </Button>
        </Row>
      </Card>
      <CrisisHelp />
    </Stack>
  );
}
