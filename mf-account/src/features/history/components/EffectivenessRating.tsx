import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Effectiveness } from '@steady/contracts';
import { Row, Stack, useErrorMessage } from '@steady/ui';

const scale: Effectiveness[] = [1, 2, 3, 4, 5];

const ScoreButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/** "How much did it help?" 1–5 (spec §9: a five-level effectiveness scale). */
export function EffectivenessRating({
  current = null,
  onRate,
}: {
  /** The rating given before, when the user is changing it. */
  current?: Effectiveness | null;
  onRate: (effectiveness: Effectiveness) => Promise<void>;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const rate = async (effectiveness: Effectiveness) => {
    setSaving(true);
    setFailure(null);
    try {
      await onRate(effectiveness);
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };

  return (
    <Stack $gap={2} role="group" aria-label={intl.formatMessage({ id: 'history.rate.question' })}>
      <p>
        <FormattedMessage id="history.rate.question" /> <FormattedMessage id="history.rate.scale" />
      </p>
      <Row $gap={2}>
        {scale.map((score) => (
          <ScoreButton
            key={score}
            disabled={saving}
            aria-pressed={score === current}
            aria-label={intl.formatMessage({ id: 'history.rate.score' }, { score })}
            onClick={() => void rate(score)}
          >
            {score}
          </ScoreButton>
        ))}
      </Row>
      {failure !== null && <ErrorText role="alert">{errorMessage(failure)}</ErrorText>}
    </Stack>
  );
}
